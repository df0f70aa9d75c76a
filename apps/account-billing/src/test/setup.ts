/* Test environment: English catalogues and the shared jsdom set-up (browser APIs, clean DOM). */
import '@app/ui/test/jsdom-setup';
import './i18n';
