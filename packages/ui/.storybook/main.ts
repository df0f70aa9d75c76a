import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The machine has no outbound network: telemetry would only delay every build.
  core: { disableTelemetry: true },
  viteFinal(config) {
    const build = config.build ?? {};
    const rolldownOptions = build.rolldownOptions ?? {};
    return {
      ...config,
      build: {
        ...build,
        // Storybook's manager and preview are big by nature; the apps have their own budgets.
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          ...rolldownOptions,
          onwarn(warning, warn) {
            // Radix ships "use client" for React Server Components; meaningless in a SPA bundle.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    };
  },
};

export default config;
