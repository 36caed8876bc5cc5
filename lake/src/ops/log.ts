// The lake's logger: JSON lines on stdout, one per request and one per event, made the same way
// as the site's (@wafer/server-kit/log). Every line of a request carries its id: the X-Request-Id
// the site sent with its query (so one id finds a visit in both logs), or a fresh one.
//
// Never in a line: document contents, query texts or parameters, editors' passwords or tokens.
import { AsyncLocalStorage } from "node:async_hooks";
import { jsonLogger, type RequestContext } from "@wafer/server-kit/log";

export { errorField, logLevel, requestIdFor } from "@wafer/server-kit/log";

export const requestContext = new AsyncLocalStorage<RequestContext>();

export const logger = jsonLogger("lake", requestContext);
