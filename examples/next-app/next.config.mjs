/** @type {import('next').NextConfig} */
const nextConfig = {
  // `next build` type-checks the app against the packages' published types (check.mjs relies on it).
  typescript: { ignoreBuildErrors: false },
  // This folder sits inside the GiftCash repository: trace files from here, not from its root.
  outputFileTracingRoot: import.meta.dirname,
  turbopack: { root: import.meta.dirname },
};

export default nextConfig;
