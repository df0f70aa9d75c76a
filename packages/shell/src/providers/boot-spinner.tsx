/**
 * The spinner shown before the catalogues are loaded. It cannot use <Spinner/> from @app/ui:
 * that one reads its label through i18next, which would suspend until the texts it waits for.
 */
export function BootSpinner() {
  return (
    <div className="ui-spinner ui-spinner--lg ui-spinner--fullscreen" role="status" aria-busy="true">
      <span className="ui-spinner__circle" aria-hidden="true" />
    </div>
  );
}
