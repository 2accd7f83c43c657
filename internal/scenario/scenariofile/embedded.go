package scenariofile

import (
	"bytes"
	"errors"
	"fmt"

	"herald/internal/board"
	"herald/internal/board/boardfile"
)

// A scenario file may carry its own map: a second YAML document, after a
// line "---", is the map its map: field names, whatever the name. So a
// scenario made by a player travels as one file, and a game log's
// scenario_sha256 covers the map it was played on too.

// EmbeddedMap is the map document src carries after the scenario, with
// blank lines in front so that its line numbers are those of src; nil
// when src is one document.
func EmbeddedMap(src []byte) []byte {
	at, ok := secondDocument(src)
	if !ok {
		return nil
	}
	lines := bytes.Count(src[:at], []byte("\n"))
	return append(bytes.Repeat([]byte("\n"), lines), src[at:]...)
}

// secondDocument finds where the document after the first "---" line
// begins; a "---" on the very first line opens the first document.
func secondDocument(src []byte) (int, bool) {
	off := 0
	for off < len(src) {
		end := bytes.IndexByte(src[off:], '\n')
		next := len(src)
		if end >= 0 {
			next = off + end + 1
		}
		if off > 0 && isDocumentMarker(src[off:next]) {
			return next, true
		}
		off = next
	}
	return 0, false
}

// isDocumentMarker: the line is "---", alone or before a space or comment.
func isDocumentMarker(line []byte) bool {
	line = bytes.TrimRight(line, "\r\n")
	rest, ok := bytes.CutPrefix(line, []byte("---"))
	return ok && (len(rest) == 0 || rest[0] == ' ' || rest[0] == '\t')
}

// Bundle joins a scenario and the map it plays on into one scenario file
// that carries its map. Neither may hold a document marker of its own.
func Bundle(scenarioSrc, mapSrc []byte) ([]byte, error) {
	if _, ok := secondDocument(scenarioSrc); ok {
		return nil, errors.New("the scenario holds a second YAML document (a line \"---\"); give the map separately")
	}
	if _, ok := secondDocument(mapSrc); ok {
		return nil, errors.New("the map holds a second YAML document (a line \"---\")")
	}
	var b bytes.Buffer
	b.Write(scenarioSrc)
	if len(scenarioSrc) > 0 && scenarioSrc[len(scenarioSrc)-1] != '\n' {
		b.WriteByte('\n')
	}
	b.WriteString("---\n")
	b.Write(bytes.TrimPrefix(mapSrc, []byte("---\n")))
	return b.Bytes(), nil
}

// embeddedMaps is the MapLoader of a scenario carrying its map: any name
// gives that map, read with the shipped terrain.
func embeddedMaps(file string, mapSrc []byte) MapLoader {
	return func(name string) (*board.Map, error) {
		cat, err := boardfile.Catalog()
		if err != nil {
			return nil, fmt.Errorf("the terrain table: %w", err)
		}
		return boardfile.ReadMap(file, mapSrc, cat)
	}
}
