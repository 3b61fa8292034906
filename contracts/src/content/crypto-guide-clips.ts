import { DEFAULT_LANGUAGE, type LanguageValue, languageSchema } from '../core/enums';

/**
 * The crypto guide's six clips (spec 01: the guide has videos) and what each shows, in the ten
 * languages: the media host's caption track says it and the app writes it under the clip, one
 * text for both (the simulator plays the media host, sim-server/src/providers/media).
 */

/** The clips, in the guide's order (wallet, exchange, buying, ...). */
export const CLIP_KEYS = ['wallet', 'exchange', 'buy', 'transfer', 'deposit', 'tips'] as const;
export type ClipKey = (typeof CLIP_KEYS)[number];

/** What each clip shows, as its caption track says it (one cue for the whole clip). */
export const CLIP_CAPTIONS: Record<LanguageValue, Record<ClipKey, string>> = {
  en: {
    wallet: 'A wallet keeps your coins and your recovery phrase.',
    exchange: 'An exchange swaps ordinary money for crypto.',
    buy: 'Pay by card or bank transfer and receive coins.',
    transfer: 'Send the coins to your wallet on the same network.',
    deposit: 'Scan the deposit QR code and send the exact amount.',
    tips: 'A few habits that keep your deposits safe.',
  },
  pt: {
    wallet: 'Uma carteira guarda suas moedas e sua frase de recuperação.',
    exchange: 'Uma corretora troca dinheiro comum por cripto.',
    buy: 'Pague com cartão ou transferência bancária e receba moedas.',
    transfer: 'Envie as moedas para sua carteira na mesma rede.',
    deposit: 'Leia o QR code de depósito e envie o valor exato.',
    tips: 'Alguns hábitos que mantêm seus depósitos seguros.',
  },
  es: {
    wallet: 'Una billetera guarda tus monedas y tu frase de recuperación.',
    exchange: 'Un exchange cambia dinero normal por cripto.',
    buy: 'Paga con tarjeta o transferencia y recibe monedas.',
    transfer: 'Envía las monedas a tu billetera por la misma red.',
    deposit: 'Escanea el código QR del depósito y envía el importe exacto.',
    tips: 'Algunos hábitos que mantienen tus depósitos seguros.',
  },
  de: {
    wallet: 'Eine Wallet verwahrt deine Coins und deine Wiederherstellungsphrase.',
    exchange: 'Eine Börse tauscht normales Geld gegen Krypto.',
    buy: 'Zahle per Karte oder Überweisung und erhalte Coins.',
    transfer: 'Sende die Coins im selben Netzwerk an deine Wallet.',
    deposit: 'Scanne den Einzahlungs-QR-Code und sende genau den angezeigten Betrag.',
    tips: 'Ein paar Gewohnheiten, die deine Einzahlungen sicher halten.',
  },
  fr: {
    wallet: 'Un portefeuille garde vos pièces et votre phrase de récupération.',
    exchange: 'Une plateforme d’échange convertit l’argent classique en crypto.',
    buy: 'Payez par carte ou virement et recevez des pièces.',
    transfer: 'Envoyez les pièces vers votre portefeuille sur le même réseau.',
    deposit: 'Scannez le QR code de dépôt et envoyez le montant exact.',
    tips: 'Quelques habitudes qui sécurisent vos dépôts.',
  },
  it: {
    wallet: 'Un wallet custodisce le tue monete e la frase di recupero.',
    exchange: 'Un exchange converte denaro comune in cripto.',
    buy: 'Paga con carta o bonifico e ricevi le monete.',
    transfer: 'Invia le monete al tuo wallet sulla stessa rete.',
    deposit: 'Scansiona il codice QR del deposito e invia l’importo esatto.',
    tips: 'Alcune abitudini che mantengono sicuri i tuoi depositi.',
  },
  fi: {
    wallet: 'Lompakko säilyttää kolikkosi ja palautuslauseesi.',
    exchange: 'Pörssi vaihtaa tavallista rahaa kryptoon.',
    buy: 'Maksa kortilla tai tilisiirrolla ja saat kolikoita.',
    transfer: 'Lähetä kolikot lompakkoosi samassa verkossa.',
    deposit: 'Skannaa talletuksen QR-koodi ja lähetä tarkka summa.',
    tips: 'Muutama tapa, joilla talletuksesi pysyvät turvassa.',
  },
  tr: {
    wallet: 'Cüzdan, coinlerinizi ve kurtarma ifadenizi saklar.',
    exchange: 'Borsa, normal parayı kriptoya çevirir.',
    buy: 'Kartla veya havaleyle ödeyin ve coin alın.',
    transfer: 'Coinleri aynı ağ üzerinden cüzdanınıza gönderin.',
    deposit: 'Yatırma QR kodunu okutun ve tam tutarı gönderin.',
    tips: 'Yatırımlarınızı güvende tutan birkaç alışkanlık.',
  },
  ja: {
    wallet: 'ウォレットはコインと復元フレーズを保管します。',
    exchange: '取引所で法定通貨を暗号資産に交換します。',
    buy: 'カードまたは銀行振込で支払い、コインを受け取ります。',
    transfer: '同じネットワークでコインをウォレットに送ります。',
    deposit: '入金用QRコードを読み取り、表示された金額を正確に送ります。',
    tips: '入金を安全に保つためのいくつかの習慣。',
  },
  fil: {
    wallet: 'Iniingatan ng wallet ang iyong coins at recovery phrase.',
    exchange: 'Ipinapalit ng exchange ang karaniwang pera sa crypto.',
    buy: 'Magbayad gamit ang card o bank transfer at tumanggap ng coins.',
    transfer: 'Ipadala ang coins sa iyong wallet sa parehong network.',
    deposit: 'I-scan ang QR code ng deposito at ipadala ang eksaktong halaga.',
    tips: 'Ilang gawi na nagpapanatiling ligtas ng iyong mga deposito.',
  },
};

/** A clip's caption in `language` (a tag such as `de-AT` or `pt`), English when not shipped. */
export function clipCaption(key: ClipKey, language: unknown): string {
  const primary = typeof language === 'string' ? language.toLowerCase().split(/[-_]/)[0] : undefined;
  const parsed = languageSchema.safeParse(primary);
  return CLIP_CAPTIONS[parsed.success ? parsed.data : DEFAULT_LANGUAGE][key];
}
