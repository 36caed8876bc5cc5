// Request helpers the form handlers use; they live in src/http so every route shares one rule.
export { BodyTooLarge, readBodyCapped } from "@/http/body";
export { clientIp } from "@/http/client-ip";
