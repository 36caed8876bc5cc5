// The page bodies of the company routes, one file per kind of page; web/src/routing/templates.tsx
// maps the route table's templates to them.
export { ContactTemplate, MediaContactsTemplate } from "./Contact";
export { HomeTemplate } from "./Home";
export { LegalTemplate } from "./Legal";
export { AboutTemplate, TeamTemplate } from "./People";
export { ProductTemplate } from "./Product";
export { QualityTemplate } from "./Quality";
export { EirformIndexTemplate, StandardTemplate, StayTunedTemplate } from "./Standard";
