/** The part of the Web Speech API the chat uses (not in TypeScript's DOM types). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

/**
 * SPEC §9: en-US, not continuous, with interim results; each result gives the whole transcript so
 * far. Null when the browser has no speech recognition.
 */
export function startListening(onText: (text: string) => void, onEnd: () => void): (() => void) | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  const Constructor = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
  if (!Constructor) return null;
  const recognition = new Constructor();
  recognition.lang = 'en-US';
  recognition.continuous = false;
  recognition.interimResults = true;
  recognition.onresult = (event) => onText(Array.from(event.results, (result) => result[0]?.transcript ?? '').join(''));
  recognition.onend = onEnd;
  recognition.start();
  return () => recognition.stop();
}
