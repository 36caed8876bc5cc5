import { ApplicationPage, applicationMetadata } from "@/forms/pages/ApplicationPage";

// Whether a job is still open depends on today's date: rendered per request, not prerendered.
export const instant = false;

export const generateMetadata = applicationMetadata;
export default ApplicationPage;
