import { formRoute } from "@/forms/routes";

const route = formRoute("inquiry", "/eirform");
export default route.Page;
export const generateMetadata = route.generateMetadata;
