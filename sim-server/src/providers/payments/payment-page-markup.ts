import { escapeMarkup, NO_ICON } from '../../markup';
/** Markup of the simulated hosted payment pages: plain HTML, our own script file, inline styles only. */

export const PAY_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const STYLES = `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f3f4f8;color:#1f2330}
.sheet{max-width:440px;margin:24px auto;background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(20,30,60,.12);overflow:hidden}
header{display:flex;justify-content:space-between;align-items:center;padding:16px 20px;background:var(--brand,#1a1f71);color:#fff}
header h1{font-size:17px;margin:0}header .secure{font-size:12px;opacity:.85}
.summary{padding:16px 20px;border-bottom:1px solid #eceef3}.summary .merchant{color:#5b6275;font-size:13px}
.summary .amount{font-size:28px;font-weight:700;margin-top:4px}.summary .ref{color:#8a90a2;font-size:12px;margin-top:4px;word-break:break-all}
main{padding:16px 20px 20px}label{display:block;font-size:13px;color:#5b6275;margin:10px 0 4px}
input{width:100%;padding:10px 12px;border:1px solid #cfd3dd;border-radius:8px;font-size:15px}
.row{display:flex;gap:10px}.row>div{flex:1}
.actions{display:flex;flex-direction:column;gap:8px;margin-top:16px}
button{padding:12px;border-radius:8px;border:0;font-size:15px;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #7aa7ff;outline-offset:2px}
.pay{background:var(--brand,#1a1f71);color:#fff}.fail{background:#fff;color:#b42318;border:1px solid #f1b5ae}
.cancel{background:#fff;color:#3d4354;border:1px solid #cfd3dd}button[disabled]{opacity:.55;cursor:default}
.state{margin:8px 0 0;padding:12px;border-radius:8px;background:#f6f7fb}.state.success{background:#e8f7ee;color:#11693a}
.state.failed,.state.error{background:#fdecea;color:#a4261b}.state.cancelled,.state.expired{background:#fff6e0;color:#7a5200}
.spinner{display:inline-block;width:14px;height:14px;border:2px solid #c3c8d6;border-top-color:#1a1f71;border-radius:50%;animation:spin 1s linear infinite;vertical-align:-2px;margin-right:6px}
@keyframes spin{to{transform:rotate(360deg)}}
.hint{color:#8a90a2;font-size:12px;margin-top:12px}footer{padding:10px 20px;color:#8a90a2;font-size:12px;border-top:1px solid #eceef3}
`;

export interface PayPageModel {
  title: string;
  provider: string;
  brandColor: string;
  siteName: string;
  amountText: string;
  reference: string;
  /** data-* attributes the script reads (kind, urls, return addresses). */
  data: Record<string, string>;
  /** The stripe-style frame takes the card on the page. */
  cardForm: boolean;
  /** Pay / Fail / Cancel buttons (the card processing window has none: it only follows the charge). */
  buttons: boolean;
  stateText: string;
  stateClass: string;
}

const cardFormMarkup = `<form id="card-form" novalidate>
<label for="card-number">Card number</label><input id="card-number" name="cardNum" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242">
<div class="row"><div><label for="card-expiry">Expiry (MM/YYYY)</label><input id="card-expiry" name="expiry" autocomplete="cc-exp" placeholder="12/2030"></div>
<div><label for="card-cvc">CVC</label><input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div></div>
</form>`;

export function renderPayPage(model: PayPageModel): string {
  const data = Object.entries(model.data)
    .map(([key, value]) => `data-${key}="${escapeMarkup(value)}"`)
    .join(' ');
  // Disabled until the page's script has taken them (pay-page.js): pressed before it loaded, on a
  // slow phone or a loaded test machine, a button did nothing and the payer was left waiting.
  const buttons = model.buttons
    ? `<div class="actions" id="actions"><button type="button" class="pay" id="pay" disabled>Pay ${escapeMarkup(model.amountText)}</button>
<button type="button" class="fail" id="fail" disabled>Fail payment</button><button type="button" class="cancel" id="cancel" disabled>Cancel and return</button></div>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${NO_ICON}<title>${escapeMarkup(model.title)}</title><style>${STYLES}.sheet{--brand:${escapeMarkup(model.brandColor)}}</style></head>
<body ${data}><div class="sheet">
<header><h1>${escapeMarkup(model.provider)}</h1><span class="secure">Secure checkout (simulated)</span></header>
<section class="summary" aria-label="Order"><div class="merchant">Pay ${escapeMarkup(model.siteName)}</div>
<div class="amount">${escapeMarkup(model.amountText)}</div><div class="ref">Order ${escapeMarkup(model.reference)}</div></section>
<main>${model.cardForm ? cardFormMarkup : ''}
<p class="state ${escapeMarkup(model.stateClass)}" id="state" role="status" aria-live="polite">${escapeMarkup(model.stateText)}</p>
${buttons}
<div class="actions"><button type="button" class="cancel" id="close" hidden>Close</button><button type="button" class="pay" id="return" hidden>Return to ${escapeMarkup(model.siteName)}</button></div>
${model.cardForm ? '<p class="hint">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.</p>' : ''}
</main><footer>Simulated payment provider: no real money moves.</footer></div>
<script src="/sim/pay/assets/pay-page.js"></script>
</body></html>`;
}

export function renderPayErrorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${NO_ICON}<title>Payment</title><style>${STYLES}</style></head>
<body><div class="sheet"><header><h1>Payment</h1></header><main><p class="state error" role="alert">${escapeMarkup(message)}</p></main></div></body></html>`;
}
