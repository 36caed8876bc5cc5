import { EmailConfirmationPage, emailConfirmationMetadata } from "@/forms/pages/EmailConfirmationPage";

// It depends on the token in the address: rendered per request, not prerendered.
export const instant = false;

export const generateMetadata = emailConfirmationMetadata;
export default EmailConfirmationPage;
