import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  contact: {
    title: 'Fale conosco',
    intro:
      'Nossa equipe de suporte está disponível 24 horas por dia, 7 dias por semana. Escolha como prefere nos contatar.',
    sendEmail: 'Envie-nos um e-mail',
    startChat: 'Iniciar chat ao vivo',
    telegram: 'Converse conosco no Telegram',
    whatsapp: 'WhatsApp: +{{number}}',
    whatsappQr: 'Escaneie para conversar conosco no WhatsApp',
    formTitle: 'Envie-nos uma mensagem',
    formNote: 'Seu programa de e-mail será aberto com a mensagem pronta para envio.',
    name: 'Nome',
    username: 'Nome de usuário',
    email: 'E-mail',
    phone: 'Telefone',
    queryType: 'Tipo de consulta',
    message: 'Mensagem',
    send: 'Escrever e-mail',
    nameRequired: 'Nome obrigatório',
    emailRequired: 'E-mail obrigatório',
    emailInvalid: 'E-mail inválido',
    queryTypeRequired: 'Escolha um tipo de consulta',
    messageRequired: 'Mensagem obrigatória',
    phoneInvalid: 'Apenas dígitos, por favor',
  },
  liveChat: {
    title: 'Chat ao vivo',
    connecting: 'Conectando você à nossa equipe de suporte…',
    unavailable: 'O chat ao vivo não está disponível no momento. Tente mais tarde ou envie-nos um e-mail.',
  },
  language: {
    title: 'Escolha seu idioma',
    current: 'Idioma atual',
  },
};
