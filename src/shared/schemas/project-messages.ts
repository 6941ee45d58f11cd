// The project editor's Spanish messages, shared by the form and the server (spec §5).

export const PROJECT_TEXT_MAX = 255;
export const PROJECT_LONG_TEXT_MAX = 20_000;
export const PROJECT_PRICE_MAX = 1_000_000;
export const PROJECT_AREA_MAX = 100_000;
export const PROJECT_BEDROOMS_MAX = 20;

export const projectMessages = {
  nameRequired: 'Ingresa el nombre del proyecto.',
  typeRequired: 'Ingresa el tipo de proyecto.',
  tooLong: `El texto no puede superar ${PROJECT_TEXT_MAX} caracteres.`,
  longTextTooLong: `El texto no puede superar ${PROJECT_LONG_TEXT_MAX} caracteres.`,
  priceFromInvalid: 'El precio desde debe ser un número mayor que 0.',
  priceFromDecimals: 'El precio desde admite como máximo 2 decimales.',
  priceFromTooBig: `El precio desde no puede superar ${PROJECT_PRICE_MAX.toLocaleString('es-CL')} UF.`,
  bedroomsInvalid: `Los dormitorios desde deben ser un número entero entre 0 y ${PROJECT_BEDROOMS_MAX}.`,
  bathroomsInvalid: `Los baños desde deben ser un número entero entre 0 y ${PROJECT_BEDROOMS_MAX}.`,
  areaInvalid: 'La superficie desde debe ser un número mayor que 0.',
  areaTooBig: `La superficie desde no puede superar ${PROJECT_AREA_MAX.toLocaleString('es-CL')} m².`,
  latitudeInvalid: 'La latitud debe ser un número decimal entre -90 y 90.',
  longitudeInvalid: 'La longitud debe ser un número decimal entre -180 y 180.',
  rentaInvalid: 'La renta mínima debe ser un número entero de pesos mayor o igual a 0.',
  reserveAmountInvalid:
    'El monto de la reserva debe ser un número mayor o igual a 0 con hasta 2 decimales.',
  currencyInvalid: 'La moneda de la reserva debe ser UF o CLP.',
  validityInvalid: 'La vigencia debe ser un número entero de días entre 0 y 3650.',
  ordenInvalid: 'El orden debe ser un número entero mayor o igual a 0.',
  emailInvalid: 'Ingresa un correo electrónico válido.',
  urlInvalid: 'Ingresa una dirección web válida que comience con http:// o https://.',
  slugInvalid:
    'El slug solo admite minúsculas sin tildes, números y guiones (por ejemplo, condominio-los-aromos).',
  deliverDateInvalid: 'La fecha de entrega debe ser una fecha válida (AAAA-MM-DD).',
  youtubeInvalid: 'El video de YouTube debe ser el identificador de 11 caracteres del video.',
  idInvalid: 'El identificador no es válido.',
  executiveNameRequired: 'Ingresa el nombre del ejecutivo.',
  contactEmailRequired: 'Ingresa el correo de contacto.',
  purposeInvalid:
    'El propósito debe ser consultas, promesas, cotizaciones, reservas o desistimientos.',
  quantityInvalid: 'La cantidad debe ser un número entero mayor o igual a 1.',
  keyTooLong: 'La clave no puede superar 500 caracteres.',
  // Checked by the server (database, access, files); the form shows them by the field.
  agencyRequired: 'Elige la inmobiliaria.',
  agencyForbidden: 'No tienes acceso a esa inmobiliaria.',
  slugTaken: 'Ya existe un proyecto con ese slug.',
  paymentKeysAdminOnly: 'Solo un administrador puede cambiar las claves de pago.',
  logoInvalid: 'El logo debe ser una imagen JPG, PNG o WebP.',
  coverInvalid: 'La portada debe ser una imagen JPG, PNG o WebP.',
  galleryInvalid: 'Las fotos de la galería deben ser imágenes JPG, PNG o WebP.',
  contactPhotoInvalid: 'La foto de contacto debe ser una imagen JPG, PNG o WebP.',
  brochureInvalid: 'El folleto debe ser un PDF.',
  brochureTooLarge: 'El folleto no puede superar 20 MB.',
  nube360Invalid:
    'La nube 360 debe ser una imagen JPG, PNG o WebP o un archivo ZIP de hasta 50 MB.',
  tour360Invalid:
    'El tour 360 debe ser una imagen JPG, PNG o WebP o un archivo ZIP de hasta 50 MB.',
} as const;
