import { DEFAULT_LANGUAGE, type LanguageValue, languageSchema } from '@casino/contracts/core/enums';

/**
 * The chat widget's fixed texts, in the ten languages the app ships. `{agent}` and `{address}`
 * are filled in by the widget. The widget asks for them with the page's language (`<html lang>`,
 * which the app keeps in step with the player's choice).
 */
export interface ChatWidgetTexts {
  title: string;
  close: string;
  messages: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  you: string;
  role: string;
  typing: string;
  greeting: string;
  offline: string;
  email: string;
  failed: string;
}

export const CHAT_WIDGET_TEXTS: Record<LanguageValue, ChatWidgetTexts> = {
  en: {
    title: 'Live chat',
    close: 'Close chat',
    messages: 'Chat messages',
    inputLabel: 'Your message',
    placeholder: 'Type your message',
    send: 'Send',
    you: 'You',
    role: 'Support team',
    typing: '{agent} is typing…',
    greeting: 'Hi, I am {agent}. How can I help you today?',
    offline: 'Our support team is offline right now. Send us an e-mail and we will answer as soon as we can.',
    email: 'E-mail {address}',
    failed: 'Your message could not be sent. Please try again.',
  },
  pt: {
    title: 'Chat ao vivo',
    close: 'Fechar o chat',
    messages: 'Mensagens do chat',
    inputLabel: 'A sua mensagem',
    placeholder: 'Escreva a sua mensagem',
    send: 'Enviar',
    you: 'Você',
    role: 'Equipa de apoio',
    typing: '{agent} está a escrever…',
    greeting: 'Olá, sou o {agent}. Como posso ajudar hoje?',
    offline:
      'A nossa equipa de apoio está offline neste momento. Envie-nos um e-mail e responderemos assim que possível.',
    email: 'Enviar e-mail para {address}',
    failed: 'Não foi possível enviar a sua mensagem. Tente novamente.',
  },
  es: {
    title: 'Chat en vivo',
    close: 'Cerrar el chat',
    messages: 'Mensajes del chat',
    inputLabel: 'Tu mensaje',
    placeholder: 'Escribe tu mensaje',
    send: 'Enviar',
    you: 'Tú',
    role: 'Equipo de soporte',
    typing: '{agent} está escribiendo…',
    greeting: 'Hola, soy {agent}. ¿En qué puedo ayudarte hoy?',
    offline:
      'Nuestro equipo de soporte no está conectado ahora. Envíanos un correo y te responderemos lo antes posible.',
    email: 'Escribir a {address}',
    failed: 'No se pudo enviar tu mensaje. Inténtalo de nuevo.',
  },
  de: {
    title: 'Live-Chat',
    close: 'Chat schließen',
    messages: 'Chatnachrichten',
    inputLabel: 'Ihre Nachricht',
    placeholder: 'Schreiben Sie Ihre Nachricht',
    send: 'Senden',
    you: 'Sie',
    role: 'Support-Team',
    typing: '{agent} schreibt…',
    greeting: 'Hallo, ich bin {agent}. Wie kann ich Ihnen heute helfen?',
    offline:
      'Unser Support-Team ist gerade nicht erreichbar. Schreiben Sie uns eine E-Mail, wir antworten so schnell wie möglich.',
    email: 'E-Mail an {address}',
    failed: 'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal.',
  },
  fr: {
    title: 'Chat en direct',
    close: 'Fermer le chat',
    messages: 'Messages du chat',
    inputLabel: 'Votre message',
    placeholder: 'Écrivez votre message',
    send: 'Envoyer',
    you: 'Vous',
    role: 'Équipe d’assistance',
    typing: '{agent} écrit…',
    greeting: 'Bonjour, je suis {agent}. Comment puis-je vous aider aujourd’hui ?',
    offline:
      'Notre équipe d’assistance est hors ligne pour le moment. Écrivez-nous un e-mail, nous répondrons dès que possible.',
    email: 'Écrire à {address}',
    failed: 'Votre message n’a pas pu être envoyé. Veuillez réessayer.',
  },
  it: {
    title: 'Chat dal vivo',
    close: 'Chiudi la chat',
    messages: 'Messaggi della chat',
    inputLabel: 'Il tuo messaggio',
    placeholder: 'Scrivi il tuo messaggio',
    send: 'Invia',
    you: 'Tu',
    role: 'Assistenza clienti',
    typing: '{agent} sta scrivendo…',
    greeting: 'Ciao, sono {agent}. Come posso aiutarti oggi?',
    offline:
      'Il nostro team di assistenza non è disponibile in questo momento. Scrivici un’e-mail e ti risponderemo appena possibile.',
    email: 'Scrivi a {address}',
    failed: 'Non è stato possibile inviare il messaggio. Riprova.',
  },
  fi: {
    title: 'Livechat',
    close: 'Sulje chat',
    messages: 'Chatin viestit',
    inputLabel: 'Viestisi',
    placeholder: 'Kirjoita viestisi',
    send: 'Lähetä',
    you: 'Sinä',
    role: 'Asiakastuki',
    typing: '{agent} kirjoittaa…',
    greeting: 'Hei, olen {agent}. Miten voin auttaa tänään?',
    offline:
      'Asiakastukemme ei ole nyt paikalla. Lähetä meille sähköpostia, niin vastaamme mahdollisimman pian.',
    email: 'Sähköposti: {address}',
    failed: 'Viestiäsi ei voitu lähettää. Yritä uudelleen.',
  },
  tr: {
    title: 'Canlı destek',
    close: 'Sohbeti kapat',
    messages: 'Sohbet mesajları',
    inputLabel: 'Mesajınız',
    placeholder: 'Mesajınızı yazın',
    send: 'Gönder',
    you: 'Siz',
    role: 'Destek ekibi',
    typing: '{agent} yazıyor…',
    greeting: 'Merhaba, ben {agent}. Bugün size nasıl yardımcı olabilirim?',
    offline: 'Destek ekibimiz şu anda çevrim dışı. Bize e-posta gönderin, en kısa sürede yanıtlayalım.',
    email: '{address} adresine e-posta gönderin',
    failed: 'Mesajınız gönderilemedi. Lütfen tekrar deneyin.',
  },
  ja: {
    title: 'ライブチャット',
    close: 'チャットを閉じる',
    messages: 'チャットのメッセージ',
    inputLabel: 'メッセージ',
    placeholder: 'メッセージを入力してください',
    send: '送信',
    you: 'あなた',
    role: 'サポートチーム',
    typing: '{agent}が入力中…',
    greeting: 'こんにちは、{agent}です。本日はどのようなご用件でしょうか？',
    offline:
      '現在サポートチームは対応時間外です。メールでお問い合わせいただければ、できるだけ早くお返事します。',
    email: '{address} にメールする',
    failed: 'メッセージを送信できませんでした。もう一度お試しください。',
  },
  fil: {
    title: 'Live chat',
    close: 'Isara ang chat',
    messages: 'Mga mensahe sa chat',
    inputLabel: 'Ang iyong mensahe',
    placeholder: 'I-type ang iyong mensahe',
    send: 'Ipadala',
    you: 'Ikaw',
    role: 'Support team',
    typing: 'Nagta-type si {agent}…',
    greeting: 'Hi, ako si {agent}. Paano kita matutulungan ngayon?',
    offline:
      'Offline ang aming support team sa ngayon. Mag-e-mail sa amin at sasagot kami sa lalong madaling panahon.',
    email: 'Mag-e-mail sa {address}',
    failed: 'Hindi naipadala ang iyong mensahe. Pakisubukang muli.',
  },
};

/** One of the ten languages from a page's `lang` (`de`, `de-AT`, `FIL`); English otherwise. */
export function chatLanguage(value: unknown): LanguageValue {
  const primary = typeof value === 'string' ? value.toLowerCase().split(/[-_]/)[0] : undefined;
  const parsed = languageSchema.safeParse(primary);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}
