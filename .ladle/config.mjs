/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.{ts,tsx}',
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'build/stories',
  addons: {
    theme: { enabled: true, defaultState: 'light' },
    width: { enabled: true },
    a11y: { enabled: true },
    source: { enabled: false },
    ladle: { enabled: true },
  },
};
