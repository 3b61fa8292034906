import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  documents: {
    title: 'Subir documentos',
    loading: 'Cargando tus documentos',
    statusLabel: 'Estado:',
    status: {
      notUploaded: 'No subido',
      auditing: 'En revisión',
      approved: 'Aprobado',
      failed: 'Revisión fallida, vuelve a subirlos',
      submitted: 'Enviado',
    },
    intro:
      'Sube los cuatro comprobantes. La revisión tarda de 1 a 7 días hábiles; el comprobante de domicilio debe ser de los últimos 3 meses.',
    onFile: 'Documentos registrados',
    idProof: 'Comprobante de identidad',
    holdProof: 'Foto sosteniendo tu documento',
    addressProof: 'Comprobante de domicilio',
    paymentProof: 'Comprobante de pago',
    missing: 'Sube: {{proof}}',
    submit: 'Enviar documentos',
    success: 'Tus documentos se enviaron para revisión.',
  },
};
