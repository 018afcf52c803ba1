import { NextResponse } from 'next/server'

/**
 * Wraps a public JSON endpoint: the answer is always JSON, and a failure (database down, bad
 * data) becomes a clear 500 error object instead of an HTML crash page.
 */
export async function jsonResponse(
  name: string,
  produce: () => Promise<unknown>,
  headers: Record<string, string> = {},
): Promise<NextResponse> {
  try {
    const body = await produce()
    return NextResponse.json(body, { headers: { 'Cache-Control': 'no-store', ...headers } })
  } catch (error) {
    console.error(`GET ${name} failed`, error)
    return NextResponse.json(
      { error: `Could not load ${name}. Please try again later.` },
      { status: 500, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
