import { StyleSheet } from '@react-pdf/renderer';

const TEXT = '#1f2937';
const MUTED = '#4b5563';
const LINK = '#1d4ed8';
const RULE = '#d1d5db';

export const styles = StyleSheet.create({
  // Its fontFamily is the résumé's own (fontFamilyFor).
  page: {
    color: TEXT,
    paddingTop: 44,
    paddingBottom: 52,
    paddingHorizontal: 52,
  },
  // Size and line height on the content, not the page: inherited by the page number, a line height
  // makes react-pdf misplace that fixed footer (react-pdf issues #3416, #3452). Both together, as
  // react-pdf turns a line height into points with the font size where it is set.
  content: { fontSize: 10, lineHeight: 1.45 },
  header: { flexDirection: 'row', gap: 16, marginBottom: 8 },
  headerText: { flex: 1 },
  name: { fontSize: 22, fontWeight: 700, lineHeight: 1.2 },
  title: { fontSize: 12, color: MUTED, marginTop: 2 },
  contact: { fontSize: 9, color: MUTED, marginTop: 6 },
  photo: { width: 72, height: 72, borderRadius: 6, objectFit: 'cover' },
  link: { color: LINK, textDecoration: 'none' },
  heading: {
    marginBottom: 2,
    fontSize: 12,
    fontWeight: 700,
    marginTop: 10,
    paddingBottom: 2,
    borderBottomWidth: 1,
    borderBottomColor: RULE,
  },
  paragraph: { marginBottom: 4 },
  entryHeader: { flexDirection: 'row', justifyContent: 'space-between', gap: 12, marginTop: 8 },
  entryTitle: { fontWeight: 700, flexShrink: 1 },
  period: { color: MUTED, flexShrink: 0 },
  detail: { fontSize: 9, color: MUTED },
  pageNumber: { position: 'absolute', bottom: 28, right: 52, fontSize: 8, color: MUTED },
});
