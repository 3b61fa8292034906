import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  contact: {
    title: 'Contáctanos',
    intro: 'Nuestro equipo de soporte está disponible 24/7. Elige cómo quieres contactarnos.',
    sendEmail: 'Envíanos un correo',
    startChat: 'Iniciar chat en vivo',
    telegram: 'Chatea con nosotros en Telegram',
    whatsapp: 'WhatsApp: +{{number}}',
    whatsappQr: 'Escanea para chatear con nosotros por WhatsApp',
    formTitle: 'Envíanos un mensaje',
    formNote: 'Tu programa de correo se abrirá con el mensaje listo para enviar.',
    name: 'Nombre',
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    queryType: 'Tipo de consulta',
    message: 'Mensaje',
    send: 'Redactar correo',
    nameRequired: 'Nombre obligatorio',
    emailRequired: 'Correo obligatorio',
    emailInvalid: 'El correo no es válido',
    queryTypeRequired: 'Elige un tipo de consulta',
    messageRequired: 'Mensaje obligatorio',
    phoneInvalid: 'Solo dígitos, por favor',
  },
  liveChat: {
    title: 'Chat en vivo',
    connecting: 'Conectándote con nuestro equipo de soporte…',
    unavailable: 'El chat en vivo no está disponible ahora. Inténtalo más tarde o envíanos un correo.',
  },
  language: {
    title: 'Elige tu idioma',
    current: 'Idioma actual',
  },
};
