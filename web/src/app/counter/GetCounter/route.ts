import { answerCounter } from "@/counter/endpoint";

// The visit counter the old site's pages call: counts a page view, answers { Result: <visits> }.
export const GET = answerCounter;
