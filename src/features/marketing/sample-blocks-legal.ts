import type { SampleBlock } from './sample-blocks'
import { founderVideo } from './sample-blocks-home'

/** Sample blocks of the contact, legal, thank-you and founder pages. */
export const legalBlocks: SampleBlock[] = [
  {
    key: 'contact.intro',
    image: 'banner-contact',
    es: {
      title: 'Contáctenos',
      body: 'Cuéntenos su caso y le llamaremos para una evaluación gratis y confidencial.',
    },
    en: {
      title: 'Contact us',
      body: 'Tell us about your case and we will call you for a free, confidential evaluation.',
    },
  },
  {
    key: 'contact.coverage',
    es: {
      title: 'Atendemos en todo el país',
      body: 'Llevamos casos de inmigración en los 50 estados: muchas gestiones se hacen por teléfono y videollamada, sin que tenga que viajar.',
    },
    en: {
      title: 'We serve the whole country',
      body: 'We handle immigration cases in all 50 states: much of the work is done by phone and video call, without you having to travel.',
    },
  },
  {
    key: 'legal.privacy',
    es: {
      title: 'Política de privacidad',
      body: 'Última actualización: 1 de enero de 2025.',
      items: [
        {
          title: 'Introducción',
          text: 'Rivera & Castillo Abogados respeta su privacidad. Esta política explica qué datos recogemos en este sitio, para qué los usamos y qué derechos tiene.',
        },
        {
          title: 'Recopilación de información',
          text: 'Recogemos los datos que usted nos da en los formularios (nombre, teléfono, correo electrónico y mensaje) y datos técnicos de la visita, como la dirección IP, el navegador y las páginas vistas. Si llega desde un anuncio o un enlace de campaña, su navegador recuerda hasta 90 días los parámetros de campaña del enlace (como utm_source o utm_campaign), el identificador del clic del anuncio, la primera página que abrió y el sitio desde el que llegó, y los envía con su formulario. Los guardamos con su solicitud solo para saber qué campañas nos traen clientes y cuánto nos cuestan. Su nombre, su teléfono, su correo y su mensaje nunca van a las plataformas de anuncios: a lo sumo les decimos que un clic, nombrado solo por su identificador, terminó en una consulta agendada o en un cliente, para medir el anuncio. Si su navegador envía la señal Global Privacy Control, no guardamos el identificador del clic ni les decimos nada de su visita.',
        },
        {
          title: 'Uso de la información',
          text: 'Usamos sus datos para evaluar su caso, llamarle, enviarle mensajes que aceptó recibir y mejorar el sitio. No vendemos sus datos.',
        },
        {
          title: 'Compartir información',
          text: 'Solo compartimos datos con proveedores que nos ayudan a prestar el servicio (correo, telefonía, alojamiento), obligados a protegerlos, o cuando la ley lo exige.',
        },
        {
          title: 'Transferencias de información',
          text: 'Sus datos se guardan en servidores de Estados Unidos. Si nos escribe desde otro país, acepta esa transferencia con las protecciones descritas aquí.',
        },
        {
          title: 'Derechos de protección de datos',
          text: 'Usted tiene derecho a:',
          list: [
            'Acceso: pedir una copia de sus datos.',
            'Rectificación: corregir datos inexactos o incompletos.',
            'Supresión: pedir que borremos sus datos.',
            'Restricción: limitar el uso que hacemos de sus datos.',
            'Oposición: oponerse a ciertos usos de sus datos.',
            'Portabilidad: recibir sus datos en un formato que pueda llevar a otro proveedor.',
            'Decisiones automatizadas: no ser objeto de decisiones basadas solo en tratamientos automatizados.',
          ],
        },
        {
          title: 'Protección de menores',
          text: 'Este sitio no está dirigido a menores de 13 años y no recogemos a sabiendas datos de menores de 13 años. Si cree que un menor nos envió datos, escríbanos y los borraremos.',
        },
      ],
    },
    en: {
      title: 'Privacy policy',
      body: 'Last updated: January 1, 2025.',
      items: [
        {
          title: 'Introduction',
          text: 'Rivera & Castillo Abogados respects your privacy. This policy explains what data we collect on this site, what we use it for and what rights you have.',
        },
        {
          title: 'Information Collection',
          text: 'We collect the data you give us in our forms (name, phone, e-mail and message) and technical data about your visit, such as IP address, browser and pages viewed. If you arrive from an ad or a campaign link, your browser remembers for up to 90 days the link’s campaign parameters (such as utm_source or utm_campaign), the ad’s click id, the first page you opened and the site you came from, and sends them with your form. We keep them with your request only to learn which campaigns bring us clients and what they cost. Your name, phone, e-mail and message never go to ad platforms: at most we tell them that a click, named only by its id, led to a booked consultation or a client, to measure the ad. If your browser sends the Global Privacy Control signal, we do not keep the click id and tell them nothing of your visit.',
        },
        {
          title: 'Use of Information',
          text: 'We use your data to evaluate your case, call you, send you the messages you agreed to receive and improve the site. We do not sell your data.',
        },
        {
          title: 'Sharing of Information',
          text: 'We only share data with providers that help us deliver the service (e-mail, telephony, hosting), who must protect it, or when the law requires it.',
        },
        {
          title: 'Information Transfers',
          text: 'Your data is stored on servers in the United States. If you write to us from another country, you accept that transfer with the protections described here.',
        },
        {
          title: 'Data Protection Rights',
          text: 'You have the right to:',
          list: [
            'Access: ask for a copy of your data.',
            'Rectification: correct inaccurate or incomplete data.',
            'Erasure: ask us to delete your data.',
            'Restriction: limit how we use your data.',
            'Objection: object to certain uses of your data.',
            'Portability: receive your data in a format you can take to another provider.',
            'Automated decisions: not be subject to decisions based only on automated processing.',
          ],
        },
        {
          title: 'Child Protection',
          text: 'This site is not directed at children under 13 and we do not knowingly collect data from children under age 13. If you believe a child sent us data, write to us and we will delete it.',
        },
      ],
    },
  },
  {
    key: 'legal.terms',
    es: {
      title: 'Términos y condiciones',
      body: 'Al usar este sitio acepta estos términos.',
      items: [
        {
          title: 'Sin asesoría legal',
          text: 'La información de este sitio es general y no constituye asesoría legal. La precalificación no significa la aprobación de su caso.',
        },
        {
          title: 'Sin relación abogado-cliente',
          text: 'Enviar un formulario o llamarnos no crea una relación abogado-cliente hasta que ambas partes firmen un contrato.',
        },
        {
          title: 'Mensajes de texto',
          text: 'Al enviar un formulario autoriza a la firma a enviarle mensajes de texto. Pueden aplicarse tarifas de mensajes y datos. La frecuencia de los mensajes varía. Responda STOP para cancelar.',
        },
        {
          title: 'Propiedad intelectual',
          text: 'Los textos, imágenes y logotipos de este sitio pertenecen a la firma y no pueden copiarse sin permiso.',
        },
      ],
    },
    en: {
      title: 'Terms and conditions',
      body: 'By using this site you accept these terms.',
      items: [
        {
          title: 'No legal advice',
          text: 'The information on this site is general and is not legal advice. Pre-qualification does not mean approval of your case.',
        },
        {
          title: 'No attorney-client relationship',
          text: 'Sending a form or calling us does not create an attorney-client relationship until both parties sign an agreement.',
        },
        {
          title: 'Text messages',
          text: 'By sending a form you authorize the firm to send you text messages. Message and data rates may apply. Message frequency varies. Reply STOP to opt out.',
        },
        {
          title: 'Intellectual property',
          text: 'The texts, images and logos on this site belong to the firm and may not be copied without permission.',
        },
      ],
    },
  },
  {
    key: 'legal.smsSubscription',
    es: {
      title: 'Suscripción a mensajes SMS',
      body: 'Reciba por mensaje de texto recordatorios de citas y novedades de su caso.',
      items: [
        {
          title: 'Consentimiento',
          text: 'Al suscribirse, la firma puede enviarle mensajes de texto. Pueden aplicarse tarifas de mensajes y datos. La frecuencia de los mensajes varía. Responda STOP para cancelar en cualquier momento y HELP para recibir ayuda.',
        },
        {
          title: 'Cómo suscribirse',
          text: 'Marque la casilla de consentimiento en cualquiera de nuestros formularios o pídalo a su agente por teléfono.',
        },
      ],
    },
    en: {
      title: 'SMS subscription',
      body: 'Get appointment reminders and updates on your case by text message.',
      items: [
        {
          title: 'Consent',
          text: 'By subscribing, the firm may send you text messages. Message and data rates may apply. Message frequency varies. Reply STOP to opt out at any time and HELP for help.',
        },
        {
          title: 'How to subscribe',
          text: 'Tick the consent box on any of our forms or ask your agent by phone.',
        },
      ],
    },
  },
  {
    key: 'legal.smsUnsubscribe',
    es: {
      title: 'Cancelar mensajes SMS',
      body: 'Puede dejar de recibir nuestros mensajes de texto cuando quiera.',
      items: [
        {
          title: 'Cómo cancelar',
          text: 'Responda STOP a cualquiera de nuestros mensajes. Recibirá una última confirmación y no le enviaremos más mensajes.',
        },
        {
          title: 'Tarifas',
          text: 'Pueden aplicarse tarifas de mensajes y datos. La frecuencia de los mensajes varía. Para volver a suscribirse, responda START.',
        },
      ],
    },
    en: {
      title: 'SMS unsubscribe',
      body: 'You can stop receiving our text messages whenever you want.',
      items: [
        {
          title: 'How to opt out',
          text: 'Reply STOP to any of our messages. You will get one last confirmation and we will send you no more messages.',
        },
        {
          title: 'Rates',
          text: 'Message and data rates may apply. Message frequency varies. To subscribe again, reply START.',
        },
      ],
    },
  },
  {
    key: 'thankYou.general',
    es: {
      title: '¡Gracias! Recibimos su información',
      body: 'Un miembro de nuestro equipo le llamará pronto desde un número nacional para ofrecerle una evaluación gratis y confidencial de su caso y responder a sus preguntas.',
    },
    en: {
      title: 'Thank you! We received your information',
      body: 'A member of our team will call you soon from a national number to offer you a free, confidential evaluation of your case and answer your questions.',
    },
  },
  {
    key: 'thankYou.referrals',
    es: {
      title: '¡Gracias por sus referidos!',
      body: 'Recibimos sus datos. Un miembro de nuestro equipo llamará a cada persona desde un número nacional para ofrecerle una evaluación gratis y confidencial y responder a sus preguntas.',
    },
    en: {
      title: 'Thank you for your referrals!',
      body: 'We received your submission. A member of our team will call each person from a national number to offer a free, confidential evaluation and answer their questions.',
    },
  },
  {
    key: 'founder.page',
    image: 'founder-video',
    videoUrl: founderVideo,
    es: {
      title: 'Elena Rivera',
      body: 'Abogada de inmigración, hija de inmigrantes y fundadora de Rivera & Castillo Abogados. Cada semana responde en vivo a las preguntas de la comunidad.',
    },
    en: {
      title: 'Elena Rivera',
      body: 'Immigration attorney, daughter of immigrants and founder of Rivera & Castillo Abogados. Every week she answers the community’s questions live.',
    },
  },
]
