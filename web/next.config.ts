import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The shared schema package ships TypeScript source.
  transpilePackages: ["@wafer/schemas"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
