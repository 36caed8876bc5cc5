// Errors the API answers with, shaped like the Content Lake's own (`{error: {description, type}}`),
// so @sanity/client and the studio show their usual messages.

export class LakeError extends Error {
  readonly status: number;
  readonly type: string;
  readonly details: Record<string, unknown>;
  /** Extra response headers (`retry-after` on a 503 or 429). */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    type: string,
    description: string,
    details: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(description);
    this.status = status;
    this.type = type;
    this.details = details;
    this.headers = headers;
  }

  body(): Record<string, unknown> {
    return {
      error: { description: this.message, type: this.type, ...this.details },
      statusCode: this.status,
      message: this.message,
    };
  }
}

export const badRequest = (description: string, type = "validationError") => new LakeError(400, type, description);
export const notFound = (description: string) => new LakeError(404, "notFoundError", description);
