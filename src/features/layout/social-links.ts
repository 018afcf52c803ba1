import type { Firm } from '@/features/firm'

export type SocialNetwork = 'facebook' | 'instagram' | 'tiktok' | 'youtube' | 'whatsapp'
export type SocialLink = { network: SocialNetwork; href: string }

export function socialLinks(firm: Firm, withWhatsapp: boolean): SocialLink[] {
  const networks: SocialNetwork[] = ['facebook', 'instagram', 'tiktok', 'youtube']
  if (withWhatsapp) networks.push('whatsapp')
  return networks.map((network) => ({ network, href: firm.social[network] }))
}
