/** Largest lead post accepted, in bytes. */
export const maxBodyBytes = 64 * 1024

export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** Reads the body with a hard cap, whether or not the client declared its length. */
export async function readCapped(request: Request, cap = maxBodyBytes): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'))
  if (declared > cap) throw new BodyError(413, 'Request body too large')
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > cap) {
      await reader.cancel()
      throw new BodyError(413, 'Request body too large')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * The post's fields as strings, from multipart, urlencoded or JSON bodies (the spec's forms use
 * all three). Files and nested values are ignored; repeated names keep the first value.
 */
export async function readFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? ''
  const body = await readCapped(request)
  const fields: Record<string, string> = {}
  const put = (key: string, value: unknown) => {
    if (key in fields || key.length > 100) return
    if (typeof value === 'string') fields[key] = value
    else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value)
  }

  if (type.includes('application/json')) {
    let parsed: unknown
    try {
      parsed = body.byteLength ? JSON.parse(new TextDecoder().decode(body)) : {}
    } catch {
      throw new BodyError(400, 'Malformed JSON body')
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new BodyError(400, 'The JSON body must be an object')
    }
    for (const [key, value] of Object.entries(parsed)) put(key, value)
    return fields
  }

  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    let form: FormData
    try {
      form = await new Response(body as BodyInit, { headers: { 'content-type': type } }).formData()
    } catch {
      throw new BodyError(400, 'Malformed form body')
    }
    for (const [key, value] of form.entries()) put(key, value)
    return fields
  }

  if (body.byteLength === 0) return fields
  throw new BodyError(415, 'Send multipart/form-data, application/x-www-form-urlencoded or JSON')
}
