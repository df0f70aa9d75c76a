import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import '@app/i18n/fonts.css';
import { languages } from '@app/i18n/languages';
import '../src/styles/index.css';
import { i18nFor } from './i18n';

/** Applies the toolbar's language and theme the way the apps do: lang and data-theme on <html>. */
const withLocaleAndTheme: Decorator = (Story, context) => {
  const locale = String(context.globals.locale ?? 'en');
  const theme = String(context.globals.theme ?? 'light');
  const root = document.documentElement;
  root.lang = locale;
  // The class @app/i18n's applyLanguageToDocument sets; its fonts.css picks the script font by it.
  for (const { code } of languages) root.classList.toggle(`lang-${code}`, code === locale);
  root.dataset.theme = theme;
  return (
    <I18nextProvider i18n={i18nFor(locale)}>
      <Story />
    </I18nextProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the component texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map((language) => ({ value: language.code, title: language.nativeName })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  decorators: [withLocaleAndTheme],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // Fail the a11y panel (and Storybook's test runner) on violations instead of only listing them.
    a11y: { test: 'error' },
  },
};

export default preview;
