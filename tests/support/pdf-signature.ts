import crypto from 'node:crypto'
import forge from 'node-forge'

/**
 * Checks a signed PDF as a reader does: the bytes of its ByteRange hash to the PKCS#7's
 * messageDigest, and the signer's certificate verifies the signature over the signed
 * attributes. Returns the signer certificate's PEM when both hold, null otherwise.
 */
export function verifyPdfSignature(pdf: Buffer): string | null {
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString('latin1'))
  if (!match) return null
  const [a, b, c, d] = match.slice(1).map(Number)
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)])
  const hex = pdf
    .subarray(a + b + 1, c - 1)
    .toString('latin1')
    .replace(/(00)+$/, '')
  const der = forge.util.hexToBytes(hex.length % 2 ? `${hex}0` : hex)
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(der, false)) as unknown as {
    certificates: forge.pki.Certificate[]
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string }
  }
  const attributes = message.rawCapture.authenticatedAttributes
  const digestOid = forge.pki.oids.messageDigest
  const digestAttribute = attributes.find(
    (attribute) =>
      forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0].value as string) === digestOid,
  )
  if (!digestAttribute) return null
  const digestSet = (digestAttribute.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[]
  const messageDigest = Buffer.from(digestSet[0].value as string, 'binary')
  if (!crypto.createHash('sha256').update(signed).digest().equals(messageDigest)) return null
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes)
  const signedAttributes = Buffer.from(forge.asn1.toDer(set).getBytes(), 'binary')
  const certificate = forge.pki.certificateToPem(message.certificates[0])
  const ok = crypto.verify(
    'sha256',
    signedAttributes,
    certificate,
    Buffer.from(message.rawCapture.signature, 'binary'),
  )
  return ok ? certificate : null
}
