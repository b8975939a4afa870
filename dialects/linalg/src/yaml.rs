//! A reader for the subset of YAML that upstream's
//! `LinalgNamedStructuredOps.yaml` uses (OpDSL's output): block maps and
//! lists by indentation, `!Tag`s (ignored), plain, quoted and `|-` block
//! scalars, plain scalars folded over more-indented lines, and `[]`.

/// A YAML node.
#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    /// A scalar's text.
    Scalar(String),
    /// A list.
    List(Vec<Node>),
    /// A map, in order.
    Map(Vec<(String, Node)>),
}

impl Node {
    /// The value of `key` in a map.
    pub fn get(&self, key: &str) -> Option<&Node> {
        match self {
            Node::Map(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The text of a scalar.
    pub fn str(&self) -> Option<&str> {
        match self {
            Node::Scalar(s) => Some(s),
            _ => None,
        }
    }

    /// The items of a list (none for anything else).
    pub fn items(&self) -> &[Node] {
        match self {
            Node::List(items) => items,
            _ => &[],
        }
    }
}

#[derive(Clone)]
struct Line {
    indent: usize,
    text: String,
}

/// Splits the text into its documents (`---` lines) and reads each.
pub fn documents(text: &str) -> Result<Vec<Node>, String> {
    let mut docs = Vec::new();
    let mut current: Vec<Line> = Vec::new();
    let mut started = false;
    for raw in text.lines() {
        if raw.starts_with("---") {
            if started {
                docs.push(read(&mut current)?);
            }
            started = true;
            current.clear();
            continue;
        }
        if raw.starts_with('#') {
            continue;
        }
        let indent = raw.len() - raw.trim_start_matches(' ').len();
        current.push(Line {
            indent,
            text: raw[indent..].trim_end().to_string(),
        });
    }
    if started {
        docs.push(read(&mut current)?);
    }
    Ok(docs)
}

fn read(lines: &mut [Line]) -> Result<Node, String> {
    let mut i = 0;
    skip_blank(lines, &mut i);
    if i >= lines.len() {
        return Ok(Node::Map(Vec::new()));
    }
    let indent = lines[i].indent;
    node(lines, &mut i, indent)
}

fn skip_blank(lines: &[Line], i: &mut usize) {
    while *i < lines.len() && lines[*i].text.is_empty() {
        *i += 1;
    }
}

/// Without a leading `!Tag`.
fn untag(s: &str) -> &str {
    if let Some(rest) = s.strip_prefix('!') {
        rest.find(' ').map_or("", |p| rest[p + 1..].trim_start())
    } else {
        s
    }
}

fn node(lines: &mut [Line], i: &mut usize, indent: usize) -> Result<Node, String> {
    skip_blank(lines, i);
    if *i < lines.len() && lines[*i].text.starts_with('-') {
        list(lines, i, indent)
    } else {
        map(lines, i, indent)
    }
}

fn list(lines: &mut [Line], i: &mut usize, indent: usize) -> Result<Node, String> {
    let mut items = Vec::new();
    loop {
        skip_blank(lines, i);
        if *i >= lines.len() || lines[*i].indent != indent || !lines[*i].text.starts_with('-') {
            break;
        }
        let rest = untag(lines[*i].text[1..].trim_start()).to_string();
        if rest.is_empty() {
            *i += 1;
            skip_blank(lines, i);
            let child = lines.get(*i).map_or(indent + 2, |l| l.indent);
            items.push(node(lines, i, child)?);
        } else if key_split(&rest).is_some() {
            // `- key: value`: a map whose first line starts after the dash.
            lines[*i] = Line {
                indent: indent + 2,
                text: rest,
            };
            items.push(map(lines, i, indent + 2)?);
        } else {
            *i += 1;
            items.push(Node::Scalar(plain(lines, i, indent, &rest)));
        }
    }
    Ok(Node::List(items))
}

/// `key: value` or `key:`.
fn key_split(s: &str) -> Option<(&str, &str)> {
    if s.starts_with('\'') || s.starts_with('"') {
        return None;
    }
    if let Some(k) = s.strip_suffix(':') {
        if !k.contains(' ') {
            return Some((k, ""));
        }
    }
    let p = s.find(": ")?;
    let k = &s[..p];
    (!k.contains(' ')).then(|| (k, s[p + 2..].trim_start()))
}

fn map(lines: &mut [Line], i: &mut usize, indent: usize) -> Result<Node, String> {
    let mut entries = Vec::new();
    loop {
        skip_blank(lines, i);
        if *i >= lines.len() || lines[*i].indent != indent || lines[*i].text.starts_with('-') {
            break;
        }
        let text = lines[*i].text.clone();
        let Some((key, value)) = key_split(&text) else {
            return Err(format!("expected `key: value`, got `{text}`"));
        };
        let value = untag(value);
        *i += 1;
        let v = if value.is_empty() {
            skip_blank(lines, i);
            match lines.get(*i) {
                Some(l) if l.indent > indent || (l.indent == indent && l.text.starts_with('-')) => {
                    let child = l.indent;
                    node(lines, i, child)?
                }
                _ => Node::Scalar(String::new()),
            }
        } else if value == "|-" || value == "|" {
            let mut text = Vec::new();
            while *i < lines.len() && (lines[*i].text.is_empty() || lines[*i].indent > indent) {
                text.push(lines[*i].text.clone());
                *i += 1;
            }
            Node::Scalar(text.join("\n").trim_end().to_string())
        } else if value == "[]" {
            Node::List(Vec::new())
        } else {
            Node::Scalar(plain(lines, i, indent, value))
        };
        entries.push((key.to_string(), v));
    }
    Ok(Node::Map(entries))
}

/// A scalar starting with `first`, folded over the following lines
/// indented more than `indent`; quotes removed.
fn plain(lines: &[Line], i: &mut usize, indent: usize, first: &str) -> String {
    let mut s = first.to_string();
    while *i < lines.len() && !lines[*i].text.is_empty() && lines[*i].indent > indent {
        s.push(' ');
        s.push_str(&lines[*i].text);
        *i += 1;
    }
    if s.len() >= 2 && s.starts_with('\'') && s.ends_with('\'') {
        s = s[1..s.len() - 1].replace("''", "'");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_maps_lists_and_folded_scalars() {
        let text = "--- !A\nmetadata: !M\n  name: copy\n  defines:\n  - x\nops:\n- !E\n  m: affine_map<(d0)\n    -> (d0)>\n- k: '1 : i64'\n  v: []\n";
        let docs = documents(text).unwrap();
        let d = &docs[0];
        assert_eq!(
            d.get("metadata").unwrap().get("name").unwrap().str(),
            Some("copy")
        );
        let ops = d.get("ops").unwrap().items();
        assert_eq!(
            ops[0].get("m").unwrap().str(),
            Some("affine_map<(d0) -> (d0)>")
        );
        assert_eq!(ops[1].get("k").unwrap().str(), Some("1 : i64"));
        assert_eq!(ops[1].get("v"), Some(&Node::List(Vec::new())));
    }
}
