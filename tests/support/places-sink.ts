import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

export type FakeReview = {
  id: string
  author: string
  publishTime: string
  text: { es: string; en: string }
  relative: { es: string; en: string }
}

export type PlacesRequest = { path: string; apiKey?: string; fieldMask?: string }

/**
 * A stand-in for the Google Places API (New): `GET /v1/places/{id}?languageCode=` answers the
 * configured reviews in that language, and `/photos/{n}.png` a reviewer's photo. It can be told to
 * fail, like Google's API when the key is wrong or the service is down.
 */
export class PlacesSink {
  reviews: FakeReview[] = []
  failing = true
  readonly requests: PlacesRequest[] = []
  private server: http.Server | null = null
  port = 0

  get url() {
    return `http://127.0.0.1:${this.port}`
  }

  async start() {
    const photo = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#2a6f97' },
    })
      .png()
      .toBuffer()
    this.server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', this.url)
      if (url.pathname.startsWith('/photos/')) {
        response.writeHead(200, { 'content-type': 'image/png' }).end(photo)
        return
      }
      this.requests.push({
        path: url.pathname + url.search,
        apiKey: request.headers['x-goog-api-key'] as string | undefined,
        fieldMask: request.headers['x-goog-fieldmask'] as string | undefined,
      })
      if (this.failing) {
        response.writeHead(403, { 'content-type': 'application/json' })
        response.end('{"error":{"code":403,"status":"PERMISSION_DENIED"}}')
        return
      }
      const language = url.searchParams.get('languageCode') === 'en' ? 'en' : 'es'
      const reviews = this.reviews.map((review) => ({
        name: `${url.pathname.slice(4)}/reviews/${review.id}`,
        relativePublishTimeDescription: review.relative[language],
        rating: 5,
        text: { text: review.text[language], languageCode: language },
        originalText: { text: review.text.es, languageCode: 'es' },
        authorAttribution: {
          displayName: review.author,
          uri: `https://maps.example/contrib/${review.id}`,
          photoUri: `${this.url}/photos/${review.id}.png`,
        },
        publishTime: review.publishTime,
      }))
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ reviews }))
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.port = (this.server.address() as AddressInfo).port
    return this
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()))
  }
}
