/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.{ts,tsx}',
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'build/stories',
  // PORT, like the site's own servers (npm start, npm run dev, npm run api).
  port: Number(process.env.PORT) || 61000,
  addons: {
    theme: { enabled: true, defaultState: 'light' },
    width: { enabled: true },
    a11y: { enabled: true },
    source: { enabled: false },
    ladle: { enabled: true },
  },
};
