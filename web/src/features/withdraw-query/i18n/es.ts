import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  intro: {
    what: 'Sigue un retiro sin iniciar sesión. Necesitarás:',
    needAccount: 'tu nombre de usuario o correo electrónico,',
    needReference: 'la referencia del retiro (el número que aparece en tu historial de cobros),',
    needPassword: 'la contraseña de tu cuenta.',
    stepByStep: 'Empezar paso a paso',
    oneForm: 'Usar un solo formulario',
  },
  steps: {
    label: 'Pasos de la consulta',
    account: 'Cuenta',
    verify: 'Verificar',
    status: 'Estado',
    done: 'completado',
  },
  fields: {
    account: 'Usuario o correo electrónico',
    reference: 'Referencia del retiro',
    referenceHint: 'El número del retiro, por ejemplo 1024.',
    password: 'Contraseña',
  },
  actions: {
    next: 'Siguiente',
    back: 'Atrás',
    lookUp: 'Ver estado',
  },
  verify: {
    summary: 'Retiro n.º {{id}} de {{account}}. Introduce la contraseña de la cuenta para ver su estado.',
  },
  errors: {
    accountRequired: 'Usuario / correo obligatorio',
    referenceRequired: 'Referencia del retiro obligatoria',
    referenceInvalid: 'Escribe la referencia como número, por ejemplo 1024',
    passwordRequired: 'Contraseña obligatoria',
    lookupFailed: 'No se encontró el retiro. Revisa los datos e inténtalo de nuevo.',
  },
  startAgain: {
    text: 'Este paso necesita los datos del anterior. Vuelve a empezar la consulta.',
    link: 'Empezar la consulta',
  },
  result: {
    title: 'Retiro n.º {{id}}',
    status: 'Estado',
    amount: 'Importe',
    requested: 'Solicitado',
    updated: 'Última actualización',
    another: 'Consultar otro retiro',
  },
  status: {
    pendingReview: 'En revisión',
    pendingPayment: 'Pendiente de pago',
    paymentInProgress: 'Pago en curso',
    paymentSuccessful: 'Pago realizado',
    rejected: 'Rechazado',
    failed: 'Fallido',
    completed: 'Completado',
    canceled: 'Cancelado',
  },
  statusExplain: {
    pendingReview: 'Nuestro equipo está revisando la solicitud. Suele tardar de 1 a 7 días hábiles.',
    pendingPayment: 'La solicitud fue aprobada y está a la espera del pago.',
    paymentInProgress: 'El pago se ha enviado al proveedor de pagos.',
    paymentSuccessful: 'El proveedor confirmó el pago. El dinero te llegará en breve.',
    rejected:
      'La solicitud fue rechazada y el importe volvió a tu saldo. Contacta con soporte para conocer el motivo.',
    failed: 'El pago falló y el importe volvió a tu saldo. Puedes solicitarlo de nuevo.',
    completed: 'El retiro está completado.',
    canceled: 'La solicitud fue cancelada y el importe volvió a tu saldo.',
  },
};
