// /inbox → the Chinese inbox (staff switch language in its header).
export function GET(request: Request) {
  return Response.redirect(new URL("/inbox/zh", request.url), 307);
}
