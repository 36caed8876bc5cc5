import { homePage } from "./documents/homePage";

export * from "./constants";

/** Every document and object type, in the order the studio lists them. */
export const schemaTypes = [homePage];
