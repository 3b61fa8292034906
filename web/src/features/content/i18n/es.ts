import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  article: {
    loading: 'Cargando la página…',
    failed: 'No se pudo cargar esta página.',
    retry: 'Intentar de nuevo',
    missingId: 'No se eligió ningún artículo. Abre un artículo desde un enlace o un banner.',
    imageLink: 'Abrir la página enlazada',
  },
  feedback: {
    question: '¿Te resultó útil esta página?',
    yes: 'Sí',
    no: 'No',
    commentYes: '¡Genial! ¿Algo que quieras añadir?',
    commentNo: 'Lo sentimos. ¿Qué estabas buscando?',
    send: 'Enviar opinión',
    thanks: 'Gracias por tu opinión.',
  },
  overlay: {
    moreHelp: 'Más respuestas en el Centro de ayuda',
  },
  legal: {
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    privacySite: 'Política de privacidad',
    userAgreement: 'Acuerdo de usuario',
    aboutUs: 'Quiénes somos',
    cashoutRules: 'Reglas de cobro',
    messageCentre: 'Centro de mensajes',
  },
  info: {
    banking: 'Pagos',
    withdrawalRules: 'Reglas de retiro',
    promotions: 'Promociones',
    cryptoGuide: 'Guía cripto',
  },
  banking: {
    methods: 'Métodos de pago aceptados',
    cryptoGuide: '¿Nuevo en cripto? Lee nuestra guía cripto',
  },
  cryptoGuide: {
    mediaNote: 'Abre un paso para ver cómo funciona, con un vídeo corto subtitulado de cada paso.',
    promotions: 'Promociones cripto',
  },
  promotion: {
    title: 'Promoción',
  },
};
