import { label } from '@/lib/admin-label'

/**
 * Admin hint of an image field the sample content fills with a drawn illustration: staff must
 * see at once that this is where the firm's own photo goes.
 */
export const ownPhotoAdmin = {
  description: label(
    'Aquí va la foto propia de la firma. El contenido de ejemplo trae una ilustración: reemplácela subiendo su foto (Medios → Crear nuevo, o desde este campo).',
    'The firm’s own photo goes here. The sample content ships an illustration: replace it by uploading your photo (Media → Create new, or from this field).',
  ),
}
