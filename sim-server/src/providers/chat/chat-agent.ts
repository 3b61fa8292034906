import type { LanguageValue } from '@casino/contracts/core/enums';

/**
 * The simulated support agent: canned answers chosen by what the player wrote. Keywords of every
 * language are tried (a player may write English on a German page); the answer is in the page's
 * language. Latin keywords match at the start of a word, so `auszahl` finds "Auszahlung" (short
 * ones as whole words, so `hi` misses "history"); Japanese ones anywhere.
 */
type Intent =
  | 'withdrawal'
  | 'deposit'
  | 'bonus'
  | 'password'
  | 'verification'
  | 'limits'
  | 'thanks'
  | 'greeting';

const KEYWORDS: Record<Intent, string[]> = {
  withdrawal: [
    'withdraw',
    'cash out',
    'cashout',
    'payout',
    'saque',
    'levantamento',
    'retiro',
    'retirar',
    'auszahl',
    'retrait',
    'prelievo',
    'prelevare',
    'kotiutu',
    'nosto',
    'çekim',
    'para çek',
    '出金',
    '引き出し',
    'withdrawal',
  ],
  deposit: [
    'deposit',
    'payment',
    'card',
    'crypto',
    'depósito',
    'depositar',
    'einzahl',
    'zahlung',
    'dépôt',
    'paiement',
    'deposito',
    'versamento',
    'talletu',
    'maksu',
    'yatır',
    'ödeme',
    '入金',
    '支払',
    'magdeposito',
  ],
  bonus: ['bonus', 'bónus', 'bono', 'promo', 'free spin', 'wager', 'umsatz', 'bonu', 'ボーナス', 'kampanja'],
  password: [
    'password',
    'login',
    'log in',
    'sign in',
    'senha',
    'contraseña',
    'passwort',
    'anmeld',
    'mot de passe',
    'connexion',
    'salasana',
    'kirjaud',
    'şifre',
    'giriş',
    'パスワード',
    'ログイン',
  ],
  verification: [
    'verif',
    'document',
    'kyc',
    'identity',
    'documento',
    'dokument',
    'identité',
    'henkilöllisyys',
    'asiakirja',
    'belge',
    'kimlik',
    '本人確認',
    '書類',
    'dokumento',
  ],
  limits: [
    'limit',
    'self-exclusion',
    'exclusion',
    'close my account',
    'gambling problem',
    'límite',
    'limite',
    'sperre',
    'raja',
    'pelikielto',
    'sınır',
    'hesabımı kapat',
    '制限',
    '自己排除',
  ],
  thanks: [
    'thank',
    'thanks',
    'bye',
    'obrigad',
    'gracias',
    'danke',
    'merci',
    'grazie',
    'kiitos',
    'teşekkür',
    'sağol',
    'ありがとう',
    'salamat',
  ],
  greeting: [
    'hello',
    'hi',
    'hey',
    'good morning',
    'good evening',
    'olá',
    'ola',
    'hola',
    'hallo',
    'guten tag',
    'bonjour',
    'salut',
    'ciao',
    'buongiorno',
    'hei',
    'moi',
    'merhaba',
    'selam',
    'こんにちは',
    'kumusta',
    'magandang',
  ],
};

/** Tried in this order: a money question before a greeting that opens the same message. */
const INTENT_ORDER: Intent[] = [
  'withdrawal',
  'deposit',
  'bonus',
  'password',
  'verification',
  'limits',
  'thanks',
  'greeting',
];

type Replies = Record<Intent | 'fallback', string>;

const REPLIES: Record<LanguageValue, Replies> = {
  en: {
    withdrawal:
      'Withdrawals are reviewed within 24 hours. You can follow yours under Cashier, Transaction History. Is there a withdrawal I should check for you?',
    deposit:
      'Deposits are credited as soon as the payment provider confirms them. If one is missing, please tell me the amount and the method you used.',
    bonus:
      'A bonus has to be wagered before it can be cashed out, and only one bonus can be active at a time. Which bonus are you asking about?',
    password:
      'You can reset your password with "Forgot password" on the sign-in screen; we will e-mail you a link.',
    verification:
      'Please upload your ID, a photo of you holding it, a proof of address and a proof of payment under Upload Documents. The review takes 1 to 7 business days.',
    limits:
      'I can help you set limits, take a break or close your account. For your security, please confirm the e-mail address of your account.',
    thanks: 'You are welcome! Is there anything else I can do for you?',
    greeting: 'Hello! How can I help you today?',
    fallback:
      'Thank you for your message. Could you tell me a little more so I can help? You can also e-mail our support team at any time.',
  },
  pt: {
    withdrawal:
      'Os levantamentos são analisados em 24 horas. Pode acompanhá-los em Caixa, Histórico de transações. Há algum levantamento que eu deva verificar?',
    deposit:
      'Os depósitos são creditados assim que o fornecedor de pagamento os confirma. Se faltar algum, diga-me o valor e o método que usou.',
    bonus:
      'Um bónus tem de ser apostado antes de poder ser levantado, e só pode ter um bónus ativo de cada vez. Sobre que bónus é a sua pergunta?',
    password:
      'Pode repor a sua palavra-passe com "Esqueci-me da palavra-passe" no ecrã de início de sessão; enviamos-lhe um link por e-mail.',
    verification:
      'Carregue o seu documento de identificação, uma foto sua a segurá-lo, um comprovativo de morada e um comprovativo de pagamento em Carregar documentos. A análise demora 1 a 7 dias úteis.',
    limits:
      'Posso ajudar a definir limites, fazer uma pausa ou fechar a sua conta. Por segurança, confirme o endereço de e-mail da sua conta.',
    thanks: 'De nada! Posso ajudar em mais alguma coisa?',
    greeting: 'Olá! Como posso ajudar hoje?',
    fallback:
      'Obrigado pela sua mensagem. Pode dar-me mais alguns detalhes? Também pode enviar um e-mail à nossa equipa de apoio a qualquer momento.',
  },
  es: {
    withdrawal:
      'Los retiros se revisan en 24 horas. Puedes seguir el tuyo en Caja, Historial de transacciones. ¿Quieres que revise algún retiro?',
    deposit:
      'Los depósitos se acreditan en cuanto el proveedor de pago los confirma. Si falta alguno, dime el importe y el método que usaste.',
    bonus:
      'Un bono debe apostarse antes de poder retirarlo, y solo puede haber un bono activo a la vez. ¿Por qué bono preguntas?',
    password:
      'Puedes restablecer tu contraseña con "¿Olvidaste tu contraseña?" en la pantalla de inicio de sesión; te enviaremos un enlace por correo.',
    verification:
      'Sube tu documento de identidad, una foto sosteniéndolo, un comprobante de domicilio y un comprobante de pago en Subir documentos. La revisión tarda de 1 a 7 días hábiles.',
    limits:
      'Puedo ayudarte a fijar límites, tomar un descanso o cerrar tu cuenta. Por seguridad, confirma el correo electrónico de tu cuenta.',
    thanks: '¡De nada! ¿Puedo ayudarte en algo más?',
    greeting: '¡Hola! ¿En qué puedo ayudarte hoy?',
    fallback:
      'Gracias por tu mensaje. ¿Puedes darme un poco más de detalle? También puedes escribir a nuestro equipo de soporte en cualquier momento.',
  },
  de: {
    withdrawal:
      'Auszahlungen werden innerhalb von 24 Stunden geprüft. Sie finden Ihre unter Kasse, Transaktionsverlauf. Soll ich eine Auszahlung für Sie prüfen?',
    deposit:
      'Einzahlungen werden gutgeschrieben, sobald der Zahlungsanbieter sie bestätigt. Fehlt eine, nennen Sie mir bitte Betrag und Zahlungsart.',
    bonus:
      'Ein Bonus muss umgesetzt werden, bevor er ausgezahlt werden kann, und es kann nur ein Bonus aktiv sein. Um welchen Bonus geht es?',
    password:
      'Sie können Ihr Passwort mit „Passwort vergessen“ auf der Anmeldeseite zurücksetzen; wir senden Ihnen einen Link per E-Mail.',
    verification:
      'Bitte laden Sie unter Dokumente hochladen Ihren Ausweis, ein Foto mit dem Ausweis, einen Adressnachweis und einen Zahlungsnachweis hoch. Die Prüfung dauert 1 bis 7 Werktage.',
    limits:
      'Ich helfe Ihnen gern, Limits zu setzen, eine Pause einzulegen oder Ihr Konto zu schließen. Bitte bestätigen Sie zu Ihrer Sicherheit die E-Mail-Adresse Ihres Kontos.',
    thanks: 'Gern geschehen! Kann ich sonst noch etwas für Sie tun?',
    greeting: 'Hallo! Wie kann ich Ihnen heute helfen?',
    fallback:
      'Danke für Ihre Nachricht. Können Sie mir etwas mehr dazu sagen? Sie können unserem Support-Team auch jederzeit eine E-Mail schreiben.',
  },
  fr: {
    withdrawal:
      'Les retraits sont examinés sous 24 heures. Vous pouvez suivre le vôtre dans Caisse, Historique des transactions. Voulez-vous que je vérifie un retrait ?',
    deposit:
      'Les dépôts sont crédités dès que le prestataire de paiement les confirme. S’il en manque un, indiquez-moi le montant et le moyen utilisé.',
    bonus:
      'Un bonus doit être misé avant de pouvoir être retiré, et un seul bonus peut être actif à la fois. De quel bonus s’agit-il ?',
    password:
      'Vous pouvez réinitialiser votre mot de passe avec « Mot de passe oublié » sur l’écran de connexion ; nous vous enverrons un lien par e-mail.',
    verification:
      'Veuillez envoyer votre pièce d’identité, une photo de vous la tenant, un justificatif de domicile et un justificatif de paiement dans Envoyer des documents. L’examen prend 1 à 7 jours ouvrés.',
    limits:
      'Je peux vous aider à fixer des limites, faire une pause ou fermer votre compte. Pour votre sécurité, confirmez l’adresse e-mail de votre compte.',
    thanks: 'Avec plaisir ! Puis-je faire autre chose pour vous ?',
    greeting: 'Bonjour ! Comment puis-je vous aider aujourd’hui ?',
    fallback:
      'Merci pour votre message. Pouvez-vous m’en dire un peu plus ? Vous pouvez aussi écrire à notre équipe d’assistance à tout moment.',
  },
  it: {
    withdrawal:
      'I prelievi vengono esaminati entro 24 ore. Puoi seguire il tuo in Cassa, Cronologia transazioni. C’è un prelievo che devo controllare per te?',
    deposit:
      'I depositi vengono accreditati appena il fornitore di pagamento li conferma. Se ne manca uno, dimmi l’importo e il metodo usato.',
    bonus:
      'Un bonus va giocato prima di poter essere prelevato, e può essere attivo un solo bonus alla volta. Di quale bonus si tratta?',
    password:
      'Puoi reimpostare la password con "Password dimenticata" nella schermata di accesso; ti invieremo un link via e-mail.',
    verification:
      'Carica il tuo documento d’identità, una foto in cui lo tieni in mano, una prova di residenza e una prova di pagamento in Carica documenti. La verifica richiede da 1 a 7 giorni lavorativi.',
    limits:
      'Posso aiutarti a impostare dei limiti, fare una pausa o chiudere il conto. Per sicurezza, conferma l’indirizzo e-mail del tuo conto.',
    thanks: 'Prego! Posso fare altro per te?',
    greeting: 'Ciao! Come posso aiutarti oggi?',
    fallback:
      'Grazie per il messaggio. Puoi darmi qualche dettaglio in più? Puoi anche scrivere al nostro team di assistenza in qualsiasi momento.',
  },
  fi: {
    withdrawal:
      'Kotiutukset käsitellään 24 tunnin kuluessa. Voit seurata omaasi kohdassa Kassa, Tapahtumahistoria. Tarkistanko jonkin kotiutuksen puolestasi?',
    deposit:
      'Talletukset hyvitetään heti, kun maksunvälittäjä vahvistaa ne. Jos talletus puuttuu, kerro summa ja käyttämäsi maksutapa.',
    bonus:
      'Bonus on kierrätettävä ennen kuin sen voi kotiuttaa, ja vain yksi bonus voi olla kerrallaan voimassa. Mistä bonuksesta on kyse?',
    password:
      'Voit vaihtaa salasanasi kirjautumisnäkymän "Unohtuiko salasana" -linkistä; lähetämme sinulle linkin sähköpostilla.',
    verification:
      'Lataa kohdassa Lataa asiakirjat henkilöllisyystodistus, kuva jossa pidät sitä kädessä, osoitetodistus ja maksutodistus. Tarkistus kestää 1–7 arkipäivää.',
    limits:
      'Autan mielelläni asettamaan rajoja, pitämään tauon tai sulkemaan tilisi. Vahvista turvallisuutesi vuoksi tilisi sähköpostiosoite.',
    thanks: 'Ole hyvä! Voinko auttaa jossain muussa?',
    greeting: 'Hei! Miten voin auttaa tänään?',
    fallback:
      'Kiitos viestistäsi. Voisitko kertoa hieman tarkemmin? Voit myös lähettää asiakastuellemme sähköpostia milloin tahansa.',
  },
  tr: {
    withdrawal:
      'Çekim talepleri 24 saat içinde incelenir. Talebinizi Kasa, İşlem Geçmişi bölümünden takip edebilirsiniz. Kontrol etmemi istediğiniz bir çekim var mı?',
    deposit:
      'Yatırımlar, ödeme sağlayıcısı onayladığı anda hesabınıza geçer. Eksik bir yatırım varsa lütfen tutarı ve kullandığınız yöntemi yazın.',
    bonus:
      'Bir bonusun çekilebilmesi için önce çevrilmesi gerekir ve aynı anda yalnızca bir bonus etkin olabilir. Hangi bonusu soruyorsunuz?',
    password:
      'Şifrenizi giriş ekranındaki "Şifremi unuttum" bağlantısıyla sıfırlayabilirsiniz; size e-postayla bir bağlantı göndeririz.',
    verification:
      'Lütfen Belge Yükle bölümüne kimliğinizi, kimliğinizi tutarken çekilmiş bir fotoğrafınızı, adres belgenizi ve ödeme belgenizi yükleyin. İnceleme 1 ila 7 iş günü sürer.',
    limits:
      'Limit belirlemenize, ara vermenize veya hesabınızı kapatmanıza yardımcı olabilirim. Güvenliğiniz için lütfen hesabınızın e-posta adresini doğrulayın.',
    thanks: 'Rica ederim! Yardımcı olabileceğim başka bir şey var mı?',
    greeting: 'Merhaba! Bugün size nasıl yardımcı olabilirim?',
    fallback:
      'Mesajınız için teşekkürler. Biraz daha ayrıntı verebilir misiniz? Destek ekibimize istediğiniz zaman e-posta da gönderebilirsiniz.',
  },
  ja: {
    withdrawal:
      '出金は24時間以内に審査されます。キャッシャーの取引履歴で状況を確認できます。確認してほしい出金はありますか？',
    deposit:
      '入金は決済事業者が確認し次第、残高に反映されます。反映されていない入金があれば、金額と利用した方法を教えてください。',
    bonus:
      'ボーナスは出金前に賭け条件を満たす必要があり、同時に有効にできるボーナスは1つだけです。どのボーナスについてのご質問ですか？',
    password:
      'ログイン画面の「パスワードをお忘れの方」からパスワードを再設定できます。メールでリンクをお送りします。',
    verification:
      '書類のアップロードから、身分証明書、それを持ったご本人の写真、住所証明、支払い証明をアップロードしてください。審査には1〜7営業日かかります。',
    limits:
      '利用制限の設定、休止、アカウントの閉鎖をお手伝いします。安全のため、アカウントのメールアドレスをご確認ください。',
    thanks: 'どういたしまして！ほかにお手伝いできることはありますか？',
    greeting: 'こんにちは！本日はどのようなご用件でしょうか？',
    fallback:
      'メッセージありがとうございます。もう少し詳しく教えていただけますか？サポートチームへはいつでもメールでもお問い合わせいただけます。',
  },
  fil: {
    withdrawal:
      'Sinusuri ang mga withdrawal sa loob ng 24 oras. Masusubaybayan mo ang iyo sa Cashier, Transaction History. May withdrawal ba na gusto mong tingnan ko?',
    deposit:
      'Naikredito ang mga deposito sa sandaling kumpirmahin ito ng payment provider. Kung may kulang, sabihin sa akin ang halaga at paraang ginamit mo.',
    bonus:
      'Kailangang i-wager ang bonus bago ito ma-cash out, at isang bonus lang ang puwedeng aktibo nang sabay. Aling bonus ang tinatanong mo?',
    password:
      'Mare-reset mo ang iyong password gamit ang "Forgot password" sa sign-in screen; magpapadala kami ng link sa e-mail mo.',
    verification:
      'Paki-upload sa Upload Documents ang iyong ID, litrato mong hawak ito, patunay ng address at patunay ng bayad. Tumatagal ang pagsusuri nang 1 hanggang 7 araw ng trabaho.',
    limits:
      'Matutulungan kitang magtakda ng limit, magpahinga o isara ang iyong account. Para sa iyong seguridad, pakikumpirma ang e-mail address ng iyong account.',
    thanks: 'Walang anuman! May iba pa ba akong maitutulong?',
    greeting: 'Hello! Paano kita matutulungan ngayon?',
    fallback:
      'Salamat sa iyong mensahe. Puwede mo bang sabihin nang mas detalyado? Puwede ka ring mag-e-mail sa aming support team anumang oras.',
  },
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MATCHERS: [Intent, RegExp[]][] = INTENT_ORDER.map((intent) => [
  intent,
  KEYWORDS[intent].map((word) =>
    /^\p{Script=Latin}/u.test(word)
      ? new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(word)}${word.length <= 3 ? '(?![\\p{L}])' : ''}`, 'iu')
      : new RegExp(escapeRegExp(word), 'u'),
  ),
]);

/** What the agent answers to `message`, in `language`. */
export function agentReply(message: string, language: LanguageValue): string {
  const replies = REPLIES[language];
  const found = MATCHERS.find(([, patterns]) => patterns.some((pattern) => pattern.test(message)));
  return found ? replies[found[0]] : replies.fallback;
}

/** The agent "types" for a time that grows with the answer: between 0.8 and 2.4 s. */
export function typingDelayMs(reply: string): number {
  return Math.min(2400, 800 + reply.length * 8);
}
