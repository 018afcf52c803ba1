/** The fictional firm of the sample content: every phone number is a 555 number. */
export const sampleFirm = {
  name: 'Rivera & Castillo Abogados',
  founderName: 'Elena Rivera',
  founderSlug: 'elena-rivera',
  phones: {
    newCases: '(202) 555-0143',
    customerService: '(202) 555-0178',
    humanitarian: '(202) 555-0192',
    truckCompanies: '(915) 555-0124',
    truckRecruitment: '(915) 555-0157',
    truckCustomerService: '(915) 555-0124',
  },
  email: 'contacto@riveracastillo.example',
  social: {
    facebook: 'https://www.facebook.com/riveracastillo.example',
    instagram: 'https://www.instagram.com/riveracastillo.example',
    tiktok: 'https://www.tiktok.com/@riveracastillo.example',
    youtube: 'https://www.youtube.com/@riveracastillo.example',
    whatsapp: 'https://wa.me/12025550143',
  },
  recruitmentSiteUrl: 'https://drivers.riveracastillo.example',
  eb3Url: 'https://drivers.riveracastillo.example/eb-3',
  reviewUrl: 'https://reviews.riveracastillo.example/write',
  googleRating: 4.9,
  googleReviewCount: 214,
  mapQuery: '1100 Example Avenue NW, Washington, DC 20005',
  offices: {
    es: [
      {
        city: 'Washington D. C.',
        address: '1100 Example Avenue NW, Suite 400\nWashington, DC 20005',
      },
      { city: 'El Paso, Texas', address: '500 Sample Street, Suite 210\nEl Paso, TX 79901' },
    ],
    en: [
      {
        city: 'Washington, DC',
        address: '1100 Example Avenue NW, Suite 400\nWashington, DC 20005',
      },
      { city: 'El Paso, Texas', address: '500 Sample Street, Suite 210\nEl Paso, TX 79901' },
    ],
  },
}
