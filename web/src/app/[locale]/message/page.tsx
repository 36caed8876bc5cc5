import { formRoute } from "@/forms/routes";

const route = formRoute("message", "/message");
export default route.Page;
export const generateMetadata = route.generateMetadata;
