import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  breadcrumb: {
    label: 'Ruta de navegación',
    home: 'Inicio',
  },
  search: {
    label: 'Buscar en las páginas de ayuda',
    placeholder: 'Buscar páginas de ayuda...',
    results_one: '{{count}} página encontrada',
    results_other: '{{count}} páginas encontradas',
    none: 'Ninguna página de ayuda coincide con tu búsqueda. Prueba otras palabras o contacta con soporte.',
    listLabel: 'Páginas de ayuda',
  },
  sections: {
    browse: 'Explorar las páginas de ayuda',
    inThisSection: 'En esta sección',
  },
  keywords: {
    myAccountInfo: 'cuenta perfil datos personales contraseña iniciar sesión',
    depositRules: 'depósito pago tarjeta mínimo dinero añadir fondos',
    bonusRules: 'bono apuestas rollover giros gratis promoción',
    casino361: 'reglas del casino juego limpio juegos conducta',
    aboutUs: 'empresa contacto licencia soporte quiénes somos',
    privacyPolicy: 'privacidad datos información personal cookies seguridad',
    tableGamesInfo: 'juegos de mesa ruleta bacará cartas',
    blackjack: 'blackjack veintiuno cartas crupier',
    cashierInfo: 'caja pagos saldo documentos verificación',
    withdrawalRules: 'retiro retirar cobro pago límites',
    bonusInfo: 'bonos ofertas cashback vip',
    bonusTerms: 'términos del bono condiciones caducidad',
  },
  selector: {
    legend: '¿Con qué necesitas ayuda?',
    open: 'Leer: {{page}}',
    answers: {
      deposit: 'Cómo añadir dinero, los métodos aceptados y el depósito mínimo.',
      withdraw: 'Cómo funcionan los retiros, cuánto tardan y los límites que se aplican.',
      bonus: 'Cómo se acreditan los bonos y cómo se apuestan antes de poder cobrarlos.',
      closing:
        'Para cerrar tu cuenta, contacta con soporte desde las páginas de tu cuenta; respondemos en un día.',
      security: 'Cómo protegemos tus datos y qué puedes hacer para mantener tu cuenta segura.',
      verification: 'Qué documentos pedimos antes de un retiro y cuánto tarda la revisión.',
      techIssue:
        '¿Algo no funciona? Nuestro equipo atiende 24/7; esta página reúne todas las formas de contactarnos.',
    },
  },
};
