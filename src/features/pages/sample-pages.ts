/** The sample content's two campaign pages, built only from blocks, in both languages. */

type Id = number | string
type Images = { hero: Id; media: Id }
type Attorney = Id

const faq = (items: [string, string][]) => items.map(([question, answer]) => ({ question, answer }))

export function parolePage(images: Images, attorney: Attorney) {
  return {
    es: {
      title: 'Parole en familia',
      slug: 'parole-en-familia',
      meta: {
        title: 'Parole en familia: traiga a los suyos con un abogado',
        description:
          'Evaluación gratis de su caso de parole humanitario para familiares. Llámenos o escríbanos hoy.',
      },
      layout: [
        {
          blockType: 'hero',
          heading: 'Parole en familia: reúnase con los suyos',
          text: 'Le ayudamos a preparar la solicitud de parole de sus familiares, paso a paso y en español.',
          image: images.hero,
          cta: 'form',
          ctaLabel: 'Quiero mi evaluación gratis',
        },
        {
          blockType: 'trustStrip',
          years: '15+ años',
          yearsText: 'ayudando a familias inmigrantes',
        },
        {
          blockType: 'richText',
          heading: '¿Qué es el parole humanitario?',
          text: 'El parole permite a una persona entrar y quedarse en Estados Unidos por un tiempo por razones humanitarias urgentes o de beneficio público.\nCada caso es distinto: una evaluación con un abogado le dice si su familia califica y qué pruebas necesita.',
        },
        {
          blockType: 'leadForm',
          sectionLabel: 'Campaña Parole en familia',
          heading: 'Evaluación gratis de su caso',
          text: 'Déjenos sus datos y le llamamos hoy.',
          consentPreview: 200,
          situation: false,
          thankYou: 'thanks',
        },
        {
          blockType: 'cards',
          heading: 'Cómo trabajamos',
          items: [
            {
              title: '1. Evaluación',
              text: 'Revisamos su situación y la de su familiar sin costo.',
            },
            {
              title: '2. Preparación',
              text: 'Reunimos las pruebas y llenamos los formularios con usted.',
            },
            {
              title: '3. Seguimiento',
              text: 'Le acompañamos hasta la decisión y le explicamos cada paso.',
            },
          ],
        },
        {
          blockType: 'media',
          heading: 'Familias que ya están juntas',
          text: 'Cada año ayudamos a cientos de familias a reunirse.',
          image: images.media,
        },
        { blockType: 'attorneySpotlight', heading: 'Quién lleva su caso', attorney },
        {
          blockType: 'faq',
          heading: 'Preguntas frecuentes',
          items: faq([
            ['¿Cuánto cuesta la evaluación?', 'La primera evaluación de su caso es gratis.'],
            [
              '¿Cuánto tarda un parole?',
              'Depende del caso y del programa; se lo explicamos en la evaluación.',
            ],
            ['¿Atienden en español?', 'Sí, todo nuestro equipo habla español.'],
          ]),
        },
        { blockType: 'testimonials', source: 'google' },
        {
          blockType: 'contactButtons',
          heading: '¿Prefiere hablar ahora?',
          text: 'Llámenos o escríbanos por WhatsApp.',
        },
      ],
    },
    en: {
      title: 'Family parole',
      slug: 'family-parole',
      meta: {
        title: 'Family parole: bring your loved ones with an attorney',
        description:
          'Free evaluation of your family member’s humanitarian parole case. Call or write to us today.',
      },
      layout: [
        {
          blockType: 'hero',
          heading: 'Family parole: be together again',
          text: 'We help you prepare your family members’ parole request, step by step.',
          image: images.hero,
          cta: 'form',
          ctaLabel: 'Get my free evaluation',
        },
        { blockType: 'trustStrip', years: '15+ years', yearsText: 'helping immigrant families' },
        {
          blockType: 'richText',
          heading: 'What is humanitarian parole?',
          text: 'Parole lets a person enter and stay in the United States for a time for urgent humanitarian reasons or significant public benefit.\nEvery case is different: an evaluation with an attorney tells you whether your family qualifies and what evidence you need.',
        },
        {
          blockType: 'leadForm',
          sectionLabel: 'Family Parole Campaign',
          heading: 'Free evaluation of your case',
          text: 'Leave us your details and we will call you today.',
          consentPreview: 200,
          situation: false,
          thankYou: 'thanks',
        },
        {
          blockType: 'cards',
          heading: 'How we work',
          items: [
            {
              title: '1. Evaluation',
              text: 'We review your situation and your relative’s at no cost.',
            },
            {
              title: '2. Preparation',
              text: 'We gather the evidence and fill in the forms with you.',
            },
            {
              title: '3. Follow-up',
              text: 'We stay with you until the decision and explain every step.',
            },
          ],
        },
        {
          blockType: 'media',
          heading: 'Families already together',
          text: 'Every year we help hundreds of families reunite.',
          image: images.media,
        },
        { blockType: 'attorneySpotlight', heading: 'Who handles your case', attorney },
        {
          blockType: 'faq',
          heading: 'Frequently asked questions',
          items: faq([
            ['How much does the evaluation cost?', 'The first evaluation of your case is free.'],
            [
              'How long does parole take?',
              'It depends on the case and the program; we explain it in the evaluation.',
            ],
            ['Do you speak Spanish?', 'Yes, our whole team speaks Spanish and English.'],
          ]),
        },
        { blockType: 'testimonials', source: 'google' },
        {
          blockType: 'contactButtons',
          heading: 'Rather talk now?',
          text: 'Call us or write to us on WhatsApp.',
        },
      ],
    },
  }
}

export function tiktokPage(images: Images) {
  return {
    es: {
      title: 'Abogados de inmigración en TikTok',
      slug: 'tiktok-inmigracion',
      meta: {
        title: 'Vio nuestro video en TikTok: evaluación gratis de inmigración',
        description: 'Cuéntenos su caso de inmigración y un abogado le llama. Evaluación gratis.',
        noindex: true,
      },
      layout: [
        {
          blockType: 'hero',
          heading: '¿Nos vio en TikTok? Cuéntenos su caso',
          text: 'Un abogado de inmigración revisa su situación y le llama sin costo.',
          image: images.hero,
          cta: 'form',
        },
        {
          blockType: 'leadForm',
          sectionLabel: 'Campaña TikTok Inmigración',
          heading: 'Su evaluación gratis',
          consentPreview: 120,
          situation: true,
          thankYou: 'thanks',
        },
        { blockType: 'testimonials', source: 'attorneys' },
        {
          blockType: 'faq',
          heading: 'Antes de llamar',
          items: faq([
            ['¿Necesito papeles para consultar?', 'No. La consulta es confidencial.'],
            ['¿Me llaman el mismo día?', 'En horario de oficina, normalmente en minutos.'],
          ]),
        },
        { blockType: 'contactButtons', heading: 'Llámenos ahora', text: '' },
      ],
    },
    en: {
      title: 'Immigration attorneys on TikTok',
      slug: 'tiktok-immigration',
      meta: {
        title: 'Saw our TikTok video? Free immigration evaluation',
        description:
          'Tell us about your immigration case and an attorney calls you. Free evaluation.',
        noindex: true,
      },
      layout: [
        {
          blockType: 'hero',
          heading: 'Saw us on TikTok? Tell us about your case',
          text: 'An immigration attorney reviews your situation and calls you at no cost.',
          image: images.hero,
          cta: 'form',
        },
        {
          blockType: 'leadForm',
          sectionLabel: 'TikTok Immigration Campaign',
          heading: 'Your free evaluation',
          consentPreview: 120,
          situation: true,
          thankYou: 'thanks',
        },
        { blockType: 'testimonials', source: 'attorneys' },
        {
          blockType: 'faq',
          heading: 'Before you call',
          items: faq([
            ['Do I need papers to ask?', 'No. The consultation is confidential.'],
            ['Will you call me the same day?', 'During office hours, usually within minutes.'],
          ]),
        },
        { blockType: 'contactButtons', heading: 'Call us now', text: '' },
      ],
    },
  }
}
