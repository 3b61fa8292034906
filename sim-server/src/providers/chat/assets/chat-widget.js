// The simulated live-chat vendor's widget: a non-modal chat panel a player types into, answered
// by a simulated agent after a "typing" pause, or, off duty, a note with the support address.
// Loaded as a file from the vendor's origin (here the simulator's), its look from widget.css:
// nothing inline, so it runs under the app's policy. The texts follow the page's language.
// `window.SimLiveChat.open()` is what the app's "live chat" entries call.
(() => {
  if (window.SimLiveChat) return;
  const BASE = new URL('.', document.currentScript?.src || new URL('/sim/chat/widget.js', location.href))
    .href;
  // Until the session answers (or when it fails): the English texts, which chat-routes.ts writes
  // in here when it serves this file (one copy of them, in chat-texts.ts).
  const FALLBACK_TEXTS = /* english texts */ {};
  let texts = FALLBACK_TEXTS;
  let agent = 'Sam';
  let language = 'en';
  let greeted = false;
  let returnFocusTo = null;

  const stylesheet = document.createElement('link');
  stylesheet.rel = 'stylesheet';
  stylesheet.href = `${BASE}widget.css`;
  document.head.appendChild(stylesheet);

  function element(tag, className, attributes) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
    return node;
  }
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? values[name] : whole));
  }
  function pageLanguage() {
    return document.documentElement.lang || navigator.language || 'en';
  }

  const panel = element('section', 'sim-chat', {
    role: 'dialog',
    'aria-modal': 'false',
    'aria-labelledby': 'sim-chat-title',
    'aria-describedby': 'sim-chat-role',
  });
  panel.hidden = true;
  const header = element('header', 'sim-chat__header');
  const heading = element('div', 'sim-chat__heading');
  const title = element('h2', 'sim-chat__title', { id: 'sim-chat-title' });
  const role = element('p', 'sim-chat__role', { id: 'sim-chat-role' });
  heading.append(title, role);
  const closeButton = element('button', 'sim-chat__close', { type: 'button' });
  closeButton.innerHTML =
    '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/></svg>';
  header.append(heading, closeButton);

  const log = element('div', 'sim-chat__log', { role: 'log', 'aria-live': 'polite', tabindex: '0' });
  const typing = element('p', 'sim-chat__typing', { 'aria-live': 'polite' });

  const offline = element('div', 'sim-chat__offline');
  offline.hidden = true;
  const offlineText = element('p', 'sim-chat__offline-text');
  const emailLink = element('a', 'sim-chat__email');
  offline.append(offlineText, emailLink);

  const form = element('form', 'sim-chat__form');
  const label = element('label', 'sim-chat__label', { for: 'sim-chat-input' });
  const input = element('input', 'sim-chat__input', {
    id: 'sim-chat-input',
    type: 'text',
    autocomplete: 'off',
    maxlength: '500',
    enterkeyhint: 'send',
  });
  const send = element('button', 'sim-chat__send', { type: 'submit' });
  form.append(label, input, send);
  panel.append(header, log, typing, offline, form);

  function applyTexts() {
    panel.lang = language;
    title.textContent = texts.title;
    role.textContent = `${agent} · ${texts.role}`;
    closeButton.setAttribute('aria-label', texts.close);
    log.setAttribute('aria-label', texts.messages);
    label.textContent = texts.inputLabel;
    input.placeholder = texts.placeholder;
    send.textContent = texts.send;
    offlineText.textContent = texts.offline;
  }
  applyTexts();

  function addMessage(kind, author, text) {
    const item = element('div', `sim-chat__message sim-chat__message--${kind}`);
    if (author) {
      const who = element('span', 'sim-chat__author');
      who.textContent = author;
      item.append(who);
    }
    const body = element('p', 'sim-chat__text');
    body.textContent = text;
    item.append(body);
    log.append(item);
    log.scrollTop = log.scrollHeight;
  }

  function showOnline(online, supportEmail) {
    offline.hidden = online;
    form.hidden = !online;
    // Off duty with nothing said yet: the note takes the panel instead of an empty log.
    log.hidden = !online && log.childElementCount === 0;
    typing.hidden = !online;
    // Nobody is named while nobody is on duty.
    role.textContent = online ? `${agent} · ${texts.role}` : texts.role;
    if (supportEmail) {
      emailLink.href = `mailto:${supportEmail}`;
      emailLink.textContent = fill(texts.email, { address: supportEmail });
    }
  }

  /** Texts, agent and duty from the vendor, in the page's language as it is now. */
  async function startSession() {
    try {
      const response = await fetch(`${BASE}session?lang=${encodeURIComponent(pageLanguage())}`, {
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`chat session: ${response.status}`);
      const session = await response.json();
      texts = session.texts;
      agent = session.agent;
      language = session.language;
      applyTexts();
      showOnline(session.online, session.supportEmail);
      return session.online;
    } catch {
      // The vendor is unreachable: the panel says so in the log rather than staying blank.
      addMessage('system', '', texts.failed);
      return false;
    }
  }

  function wait(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  async function ask(text) {
    addMessage('player', texts.you, text);
    typing.textContent = fill(texts.typing, { agent });
    const started = Date.now();
    try {
      const response = await fetch(`${BASE}messages`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text, lang: language }),
      });
      if (!response.ok) throw new Error(`chat message: ${response.status}`);
      const answer = await response.json();
      if (!answer.online) {
        typing.textContent = '';
        showOnline(false);
        emailLink.focus();
        return;
      }
      await wait(Math.max(0, answer.typingMs - (Date.now() - started)));
      typing.textContent = '';
      addMessage('agent', answer.author, answer.text);
    } catch {
      typing.textContent = '';
      addMessage('system', '', texts.failed);
    }
  }

  async function open() {
    if (!panel.isConnected) mount();
    if (panel.hidden) {
      const active = document.activeElement;
      returnFocusTo = active && active !== document.body ? active : null;
    }
    panel.hidden = false;
    input.focus();
    const online = await startSession();
    if (online && !greeted) {
      greeted = true;
      addMessage('agent', agent, fill(texts.greeting, { agent }));
    }
    if (!online && !offline.hidden) emailLink.focus();
    else if (!panel.hidden) input.focus();
  }

  function close() {
    if (panel.hidden) return;
    panel.hidden = true;
    const target = returnFocusTo;
    returnFocusTo = null;
    if (target?.isConnected) target.focus();
  }

  closeButton.addEventListener('click', close);
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    // The chat's own: the page's dialogs behind it must not close too.
    event.stopPropagation();
    close();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    input.value = '';
    void ask(text);
  });

  function mount() {
    document.body.appendChild(panel);
  }
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);

  window.SimLiveChat = { open: () => void open(), close };
})();
