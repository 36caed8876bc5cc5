import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The shared schema package ships TypeScript source.
  transpilePackages: ["@wafer/schemas"],
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
  reactStrictMode: true,
};

export default nextConfig;
