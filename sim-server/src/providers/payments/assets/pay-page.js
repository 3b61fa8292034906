// The simulated hosted payment pages: Pay / Fail / Cancel presses, following the order's state,
// and the way back to the app (return address, PAY_CLOSE message, or closing the window).
// Loaded as a file: the pages allow no inline script.
(() => {
  const data = document.body.dataset;
  const kind = data.kind || '';
  const stateBox = document.getElementById('state');
  const actions = document.getElementById('actions');
  const closeButton = document.getElementById('close');
  const returnButton = document.getElementById('return');
  const FINAL = ['success', 'failed', 'cancelled', 'expired'];
  const POLL_MS = 1000;
  /** After this many looks without an end, the payer may go back while it keeps processing. */
  const PATIENCE_POLLS = 10;

  function showState(status, message) {
    if (!stateBox) return;
    stateBox.className = `state ${status}`;
    stateBox.textContent = '';
    if (status === 'pending') {
      const spinner = document.createElement('span');
      spinner.className = 'spinner';
      spinner.setAttribute('aria-hidden', 'true');
      stateBox.appendChild(spinner);
    }
    stateBox.appendChild(document.createTextNode(message));
  }

  function setBusy(busy) {
    if (!actions) return;
    for (const button of actions.querySelectorAll('button')) button.disabled = busy;
  }

  async function request(url, method, payload) {
    const response = await fetch(url, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: method === 'POST' ? JSON.stringify(payload || {}) : undefined,
    });
    const body = await response.json();
    if (body.error !== 0) throw new Error(body.message || 'The payment service did not answer');
    return body.data;
  }

  function postClose(target) {
    if (!target) return;
    try {
      target.postMessage('PAY_CLOSE', data.appOrigin || '*');
    } catch {
      target.postMessage('PAY_CLOSE', '*');
    }
  }

  function returnAddress(status) {
    if (status === 'success') return data.returnSuccess;
    if (status === 'cancelled') return data.returnCancel;
    if (status === 'failed' || status === 'expired') return data.returnFail;
    return data.returnPending;
  }

  /** Leaves the page the way its provider does. */
  function leave(status) {
    if (kind === 'card') {
      postClose(window.opener);
      window.close();
      return;
    }
    if (kind === 'payp') {
      postClose(window.parent !== window ? window.parent : window.opener);
      return;
    }
    const address = returnAddress(status);
    if (!address) return;
    // Frames send the whole window back to the app, as the providers' frames do.
    if (kind === 'stripe' || kind === 'paypal') window.top.location.href = address;
    else window.location.href = address;
  }

  function finished(view) {
    showState(view.status, view.message);
    if (actions) actions.hidden = true;
    const button = kind === 'card' || kind === 'payp' ? closeButton : returnButton;
    if (button) {
      button.hidden = false;
      button.addEventListener('click', () => leave(view.status), { once: true });
      button.focus();
    }
    // The frames and tabs go back by themselves after a moment; the card window waits for Close.
    if (kind !== 'card') window.setTimeout(() => leave(view.status), 2000);
  }

  async function follow() {
    let looks = 0;
    for (;;) {
      const view = await request(data.statusUrl, 'GET');
      if (view.final) return finished(view);
      showState(view.status, view.message);
      looks += 1;
      if (looks === PATIENCE_POLLS && returnButton && kind !== 'card') {
        returnButton.hidden = false;
        returnButton.addEventListener('click', () => leave('pending'), { once: true });
      }
      await new Promise((resolve) => window.setTimeout(resolve, POLL_MS));
    }
  }

  function cardFields() {
    const value = (id) => (document.getElementById(id)?.value || '').trim();
    const [month = '', year = ''] = value('card-expiry').split('/');
    return {
      cardNum: value('card-number').replace(/\s+/g, ''),
      cardCvv: value('card-cvc'),
      expireMonth: month.trim().padStart(2, '0'),
      expireYear: year.trim().length === 2 ? `20${year.trim()}` : year.trim(),
    };
  }

  async function act(action) {
    setBusy(true);
    try {
      const payload = action === 'pay' && kind === 'stripe' ? cardFields() : {};
      const view = await request(`${data.actUrl}/${action}`, 'POST', payload);
      if (view.final) finished(view);
      else await follow();
    } catch (error) {
      showState('error', error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  document.getElementById('pay')?.addEventListener('click', () => act('pay'));
  document.getElementById('fail')?.addEventListener('click', () => act('fail'));
  document.getElementById('cancel')?.addEventListener('click', () => act('cancel'));
  // The markup sends the buttons disabled, so none is pressed before it does something.
  setBusy(false);

  // A page opened on an order already under way (or over) follows it at once.
  const initial = (stateBox?.className || '').replace('state', '').trim();
  if (kind === 'card' || initial === 'pending' || FINAL.includes(initial)) {
    follow().catch((error) => showState('error', error instanceof Error ? error.message : String(error)));
  }
})();
