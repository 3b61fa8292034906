/**
 * The simulated live-chat vendor's widget, served at `/sim/chat/widget.js`: a launcher button
 * and a non-modal chat dialog (labelled, Escape and a close button close it, focus returns to
 * the launcher) where an operator answers canned but fitting replies after a short "typing"
 * delay. Self-contained: no network calls, styles inline. `window.SimLiveChat.open()` lets the
 * app's "start live chat" button open it.
 */
export const chatWidgetScript = `(function () {
  if (window.SimLiveChat) return;
  var OPERATOR = 'Sam from Support';
  var REPLY_DELAY_MS = 1200;
  var REPLIES = [
    { words: ['withdraw', 'cash out', 'cashout', 'payout'],
      text: 'Withdrawals are reviewed within 24 hours. You can follow yours in Cashier > Transaction History. Is there a withdrawal number I can check for you?' },
    { words: ['deposit', 'card', 'payment', 'pay'],
      text: 'Deposits are credited as soon as the payment provider confirms them. If a deposit is missing, please tell me the amount and the method you used.' },
    { words: ['bonus', 'promotion', 'free', 'wager'],
      text: 'Bonuses must be wagered 50 times before they can be cashed out, and only one bonus can be active at a time. Which bonus are you asking about?' },
    { words: ['password', 'login', 'log in', 'sign in'],
      text: 'You can reset your password with the "Forgot password" link on the sign-in screen. We will e-mail you a reset link.' },
    { words: ['verify', 'verification', 'document', 'kyc', 'id'],
      text: 'Please upload your ID, a photo holding it, a proof of address and a proof of payment under Upload Documents. Reviews take 1 to 7 business days.' },
    { words: ['close', 'delete', 'self-exclusion', 'limit'],
      text: 'I can help you set limits or close your account. For your security, please confirm the e-mail address of your account.' },
    { words: ['hello', 'hi', 'hey', 'good morning', 'good evening'],
      text: 'Hello! How can I help you today?' },
    { words: ['thank', 'thanks', 'bye'],
      text: 'You are welcome! Is there anything else I can do for you?' }
  ];
  var FALLBACK = 'Thank you for your message. Could you tell me a little more so I can help? You can also e-mail our support team at any time.';

  function replyTo(message) {
    var text = message.toLowerCase();
    for (var i = 0; i < REPLIES.length; i++) {
      for (var j = 0; j < REPLIES[i].words.length; j++) {
        if (text.indexOf(REPLIES[i].words[j]) !== -1) return REPLIES[i].text;
      }
    }
    return FALLBACK;
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    for (var name in attributes) node.setAttribute(name, attributes[name]);
    if (text) node.textContent = text;
    return node;
  }

  var launcher = element('button', {
    type: 'button', 'aria-haspopup': 'dialog', 'aria-expanded': 'false', 'aria-controls': 'sim-chat-dialog',
    style: 'position:fixed;right:20px;bottom:20px;z-index:2147483000;border:0;border-radius:24px;padding:12px 18px;background:#1f6feb;color:#fff;font:600 14px system-ui,sans-serif;cursor:pointer;box-shadow:0 4px 12px rgba(0,0,0,.3)'
  }, 'Live chat');

  var dialog = element('div', {
    id: 'sim-chat-dialog', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': 'sim-chat-title', hidden: '',
    style: 'position:fixed;right:20px;bottom:76px;z-index:2147483000;width:320px;max-width:calc(100vw - 40px);height:420px;max-height:calc(100vh - 120px);display:none;flex-direction:column;background:#fff;color:#111;border-radius:12px;box-shadow:0 8px 24px rgba(0,0,0,.35);font:14px system-ui,sans-serif;overflow:hidden'
  });
  var header = element('div', { style: 'display:flex;align-items:center;justify-content:space-between;padding:10px 12px;background:#1f6feb;color:#fff' });
  var title = element('h2', { id: 'sim-chat-title', style: 'margin:0;font-size:15px' }, 'Live chat');
  var closeButton = element('button', {
    type: 'button', 'aria-label': 'Close chat',
    style: 'border:0;background:transparent;color:#fff;font-size:20px;line-height:1;cursor:pointer'
  }, '\\u00d7');
  header.appendChild(title);
  header.appendChild(closeButton);

  var log = element('div', { role: 'log', 'aria-live': 'polite', 'aria-label': 'Chat messages', style: 'flex:1;overflow-y:auto;padding:12px;background:#f5f7fa' });
  var typing = element('p', { 'aria-live': 'polite', style: 'margin:0;padding:0 12px;min-height:18px;font-size:12px;color:#555' });

  var form = element('form', { style: 'display:flex;gap:8px;padding:10px;border-top:1px solid #ddd' });
  var label = element('label', { for: 'sim-chat-input', style: 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)' }, 'Your message');
  var input = element('input', { id: 'sim-chat-input', type: 'text', autocomplete: 'off', maxlength: '500', placeholder: 'Type your message', style: 'flex:1;padding:8px;border:1px solid #bbb;border-radius:6px;font:inherit' });
  var send = element('button', { type: 'submit', style: 'border:0;border-radius:6px;padding:8px 12px;background:#1f6feb;color:#fff;font:inherit;cursor:pointer' }, 'Send');
  form.appendChild(label);
  form.appendChild(input);
  form.appendChild(send);

  dialog.appendChild(header);
  dialog.appendChild(log);
  dialog.appendChild(typing);
  dialog.appendChild(form);

  function addMessage(author, text, mine) {
    var item = element('p', { style: 'margin:0 0 8px;padding:8px 10px;border-radius:8px;max-width:85%;' + (mine ? 'margin-left:auto;background:#1f6feb;color:#fff' : 'background:#fff;border:1px solid #dde') });
    var who = element('strong', { style: 'display:block;font-size:11px;opacity:.8' }, author);
    item.appendChild(who);
    item.appendChild(document.createTextNode(text));
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
  }

  var greeted = false;
  // The inline display wins over the hidden attribute, so both are set together.
  function setShown(shown) {
    dialog.hidden = !shown;
    dialog.style.display = shown ? 'flex' : 'none';
    launcher.setAttribute('aria-expanded', shown ? 'true' : 'false');
  }
  function open() {
    setShown(true);
    if (!greeted) {
      greeted = true;
      addMessage(OPERATOR, 'Hi, I am ' + OPERATOR.split(' ')[0] + '. How can I help you today?', false);
    }
    input.focus();
  }
  function close() {
    setShown(false);
    launcher.focus();
  }

  launcher.addEventListener('click', function () { if (dialog.hidden) open(); else close(); });
  closeButton.addEventListener('click', close);
  dialog.addEventListener('keydown', function (event) { if (event.key === 'Escape') close(); });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    input.value = '';
    addMessage('You', text, true);
    typing.textContent = OPERATOR + ' is typing\\u2026';
    setTimeout(function () {
      typing.textContent = '';
      addMessage(OPERATOR, replyTo(text), false);
    }, REPLY_DELAY_MS);
  });

  function mount() {
    document.body.appendChild(launcher);
    document.body.appendChild(dialog);
  }
  if (document.body) mount(); else document.addEventListener('DOMContentLoaded', mount);

  window.SimLiveChat = { open: open, close: close, replyTo: replyTo };
})();
`;
