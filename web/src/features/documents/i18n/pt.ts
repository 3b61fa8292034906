import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  documents: {
    title: 'Enviar documentos',
    loading: 'Carregando seus documentos',
    statusLabel: 'Situação:',
    status: {
      notUploaded: 'Não enviado',
      auditing: 'Em análise',
      approved: 'Aprovado',
      failed: 'Análise reprovada, envie novamente',
      submitted: 'Enviado',
    },
    intro:
      'Envie os quatro comprovantes. A análise leva de 1 a 7 dias úteis; o comprovante de endereço deve ser dos últimos 3 meses.',
    onFile: 'Documentos registrados',
    idProof: 'Comprovante de identidade',
    holdProof: 'Foto segurando o documento',
    addressProof: 'Comprovante de endereço',
    paymentProof: 'Comprovante de pagamento',
    missing: 'Envie: {{proof}}',
    submit: 'Enviar documentos',
    success: 'Seus documentos foram enviados para análise.',
  },
};
