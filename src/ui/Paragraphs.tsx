/** Text staff wrote in a textarea: one paragraph per line. */
export function Paragraphs({ text, className = '' }: { text: string; className?: string }) {
  const paragraphs = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  )
}
