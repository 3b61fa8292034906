import { Language } from '@casino/contracts/core/enums';
import { describe, expect, it } from 'vitest';
import { writeSettingRow } from '../../control/settings-control';
import { SettingName } from '../../modules/settings/settings-repository';
import { ownWorld } from '../../plugins/world-parts';
import { createTestApp } from '../../testing/test-app';
import { agentReply } from './chat-agent';
import { CHAT_WIDGET_TEXTS } from './chat-texts';

describe('the simulated live-chat vendor', () => {
  it('serves its widget and style sheet as files of our origin', async () => {
    const app = await createTestApp();
    const script = await app.inject({ method: 'GET', url: '/sim/chat/widget.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body).toContain('window.SimLiveChat');
    expect(() => new Function(script.body)).not.toThrow();
    // Its texts before the session answers: the English of chat-texts.ts, written in.
    expect(script.body).toContain(JSON.stringify(CHAT_WIDGET_TEXTS.en));
    const styles = await app.inject({ method: 'GET', url: '/sim/chat/widget.css' });
    expect(styles.statusCode).toBe(200);
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
    expect(styles.body).toContain('@media (max-width: 600px)');
  });

  it('opens a session in the page language, on duty when chatAvailable is set', async () => {
    const app = await createTestApp({ env: { SITE_DOMAIN: 'www.golden.example' } });
    writeSettingRow(ownWorld(app).db, SettingName.CHAT_AVAILABLE, true);
    const german = (await app.inject({ method: 'GET', url: '/sim/chat/session?lang=de-AT' })).json();
    expect(german).toMatchObject({
      online: true,
      language: 'de',
      agent: 'Sam',
      supportEmail: 'support@golden.example',
      texts: { title: 'Live-Chat', inputLabel: 'Ihre Nachricht' },
    });
    const unknown = (await app.inject({ method: 'GET', url: '/sim/chat/session?lang=xx' })).json();
    expect(unknown.language).toBe('en');
    expect(unknown.texts.inputLabel).toBe('Your message');

    writeSettingRow(ownWorld(app).db, SettingName.CHAT_AVAILABLE, false);
    const offDuty = (await app.inject({ method: 'GET', url: '/sim/chat/session?lang=ja' })).json();
    expect(offDuty).toMatchObject({ online: false, supportEmail: 'support@golden.example' });
    expect(offDuty.texts.offline).toContain('メール');
  });

  it('answers a message with a fitting reply after a typing pause, in the language asked', async () => {
    const app = await createTestApp();
    writeSettingRow(ownWorld(app).db, SettingName.CHAT_AVAILABLE, true);
    const ask = (text: string, lang?: string) =>
      app.inject({ method: 'POST', url: '/sim/chat/messages', payload: { text, lang } });
    const withdrawal = await ask('Hi, where is my withdrawal?');
    expect(withdrawal.statusCode).toBe(200);
    expect(withdrawal.json()).toMatchObject({ online: true, author: 'Sam' });
    expect(withdrawal.json().text).toMatch(/Withdrawals are reviewed/);
    expect(withdrawal.json().typingMs).toBeGreaterThanOrEqual(800);
    expect((await ask('Meine Einzahlung fehlt', 'de')).json().text).toMatch(/^Einzahlungen/);
    expect((await ask('hello', 'ja')).json().text).toBe(agentReply('hello', Language.JA));
  });

  it('refuses an empty or oversized message, and says when the agent went off duty', async () => {
    const app = await createTestApp();
    writeSettingRow(ownWorld(app).db, SettingName.CHAT_AVAILABLE, true);
    for (const payload of [{ text: '   ' }, { text: 'x'.repeat(501) }, { message: 'hi' }]) {
      const refused = await app.inject({ method: 'POST', url: '/sim/chat/messages', payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    writeSettingRow(ownWorld(app).db, SettingName.CHAT_AVAILABLE, false);
    const late = await app.inject({ method: 'POST', url: '/sim/chat/messages', payload: { text: 'hello?' } });
    expect(late.json()).toEqual({ online: false });
  });
});

describe('the simulated agent', () => {
  it('tells a money question from a greeting, and short keywords only as words', () => {
    expect(agentReply('hello', Language.EN)).toBe('Hello! How can I help you today?');
    expect(agentReply('Hello, I want to cash out', Language.EN)).toMatch(/^Withdrawals/);
    expect(agentReply('Show my history please', Language.EN)).toMatch(/^Thank you for your message/);
    expect(agentReply('出金はいつですか', Language.JA)).toMatch(/^出金/);
    expect(agentReply('Wie bekomme ich den Bonus?', Language.DE)).toMatch(/^Ein Bonus/);
  });

  it('has every fixed text in all ten languages', () => {
    const keys = Object.keys(CHAT_WIDGET_TEXTS.en).sort();
    for (const language of Object.values(Language)) {
      expect(Object.keys(CHAT_WIDGET_TEXTS[language]).sort(), language).toEqual(keys);
      for (const text of Object.values(CHAT_WIDGET_TEXTS[language])) expect(text.trim()).not.toBe('');
    }
  });
});
