import type { ReactNode } from 'react'
import { Carousel, type CarouselProps } from './Carousel.client'
import { carouselLabels } from './carousel-labels'

type Props = Omit<CarouselProps, 'labels'> & {
  /** The heading's id; the section is labelled by it unless `landmark` is false. */
  id: string
  title: string
  /** The carousel's own accessible name. */
  region: string
  sectionClassName: string
  /** Classes of a wrapper inside the section; none without them. */
  innerClassName?: string
  titleClassName: string
  /** Shown beside the heading (a link, say). */
  action?: ReactNode
  /** Shown under the carousel. */
  footer?: ReactNode
  /** Shown instead of the carousel when there is no slide. */
  empty?: ReactNode
  testId?: string
  /** False where the carousel's region already names the same thing (no two landmarks alike). */
  landmark?: boolean
}

/** A titled section around one carousel: the shape of every carousel block of the site. */
export async function CarouselSection({
  id,
  title,
  region,
  sectionClassName,
  innerClassName,
  titleClassName,
  action,
  footer,
  empty,
  testId,
  landmark = true,
  children,
  ...carousel
}: Props) {
  const heading = (
    <h2 id={id} className={titleClassName}>
      {title}
    </h2>
  )
  const hasSlides = Array.isArray(children) ? children.length > 0 : Boolean(children)
  const body = (
    <>
      {action !== undefined ? (
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {hasSlides ? (
        <Carousel labels={await carouselLabels(region)} {...carousel}>
          {children}
        </Carousel>
      ) : (
        empty
      )}
      {footer}
    </>
  )
  return (
    <section
      aria-labelledby={landmark ? id : undefined}
      className={sectionClassName}
      data-testid={testId}
    >
      {innerClassName ? <div className={innerClassName}>{body}</div> : body}
    </section>
  )
}
