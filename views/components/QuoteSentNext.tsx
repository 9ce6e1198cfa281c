/**
 * What happens after a quote request, under the confirmation that replaces the form (the
 * QuoteForm island) and on the page a browser without JavaScript lands on: said once,
 * without repeating the « 24h ouvrées » of the spec's message just above.
 */
export function QuoteSentNext() {
  return (
    <>
      <p className="form-status-next-title">Et maintenant&nbsp;?</p>
      <ol>
        <li>Nous étudions votre demande et vous préparons une proposition adaptée à votre cabinet.</li>
        <li>Nous en parlons ensemble&nbsp;: vos outils, vos consignes, ce que vous souhaitez déléguer.</li>
        <li>Votre secrétaire se forme, période de formation offerte, sans engagement.</li>
      </ol>
    </>
  );
}
