import { getTranslations } from 'next-intl/server'
import { FacebookIcon, InstagramIcon, TiktokIcon, WhatsappIcon, YoutubeIcon } from '@/ui/icons'
import type { SocialLink, SocialNetwork } from './social-links'

const icons: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TiktokIcon,
  youtube: YoutubeIcon,
  whatsapp: WhatsappIcon,
}

export async function SocialLinks({
  links,
  className = '',
}: {
  links: SocialLink[]
  className?: string
}) {
  const t = await getTranslations('social')
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {links.map(({ network, href }) => {
        const Icon = icons[network]
        return (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(network)}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-black/10"
            >
              <Icon />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
