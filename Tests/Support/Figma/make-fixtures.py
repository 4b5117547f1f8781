#!/usr/bin/env python3
"""Writes api/EBDS0000/*.json: Figma REST API node documents for the three seed
components, built from the facts on the seed pages (../../../../shared/seeds at the
time of writing): variant inventories, legacy property names with their exact
spellings and casing, and the token names and values the layers bind to.

Run it after changing a fact below; the loopback server (figma-server.py) serves
the output, and `dsgen figma pull` against it must reproduce Figma/*.json.
"""
import json
import os

FILE = {"name": "EB Design System", "version": "4471190233", "lastModified": "2026-11-02T09:41:07Z"}
HERE = os.path.dirname(os.path.abspath(__file__))


def rgb(hex_color, alpha=1.0):
    value = hex_color.lstrip("#")
    r, g, b = (int(value[i:i + 2], 16) / 255 for i in (0, 2, 4))
    return {"r": round(r, 6), "g": round(g, 6), "b": round(b, 6), "a": alpha}


class Variables:
    """Token name -> a stable VariableID, in order of first use."""

    def __init__(self, prefix):
        self.prefix, self.ids = prefix, {}

    def id(self, token):
        if token not in self.ids:
            self.ids[token] = "VariableID:%s:%d" % (self.prefix, len(self.ids) + 1)
        return self.ids[token]


def paint(variables, token, hex_color, opacity=1.0):
    """A SOLID paint bound to a variable (paint-level boundVariables.color)."""
    fill = {"type": "SOLID", "blendMode": "NORMAL", "color": rgb(hex_color),
            "boundVariables": {"color": {"type": "VARIABLE_ALIAS", "id": variables.id(token)}}}
    if opacity != 1.0:
        fill["opacity"] = opacity
    return fill


def node(node_id, name, kind, children=None, **fields):
    result = {"id": node_id, "name": name, "type": kind}
    result.update(fields)
    if children is not None:
        result["children"] = children
    return result


class Ids:
    def __init__(self, base):
        self.base, self.next = base, 0

    def __call__(self):
        self.next += 1
        return "%s:%d" % (self.base, self.next)


def variant_name(pairs):
    return ", ".join("%s=%s" % pair for pair in pairs)


# ---------------------------------------------------------------- Alert
ALERT_TOKENS = {  # type -> (bg, title, description, icon); description at 80 %
    "neutral": ("#F4F6FA", "#0A2757", "#0A2757", "#6780A9"),
    "information": ("#E5F1FF", "#072592", "#072592", "#2340A9"),
    "warning": ("#FFF9EB", "#6C5009", "#6C5009", "#966F0B"),
    "error": ("#FEECEB", "#5F1410", "#5F1410", "#B0231C"),
    "success": ("#E4F7ED", "#0B3E23", "#0B3E23", "#188A47"),
}
ALERT_ICONS = {"Default": "Icon/Info", "Information": "Icon/Info", "Warning": "Icon/Warning",
               "Error": "Icon/Error", "Success": "Icon/Check"}


def alert_inventory():
    """The 20 built variants of the seed page's inventory (Type, Full Width, L, R, desc)."""
    semantic = ["Information", "Warning", "Error", "Success"]
    every = ["Default"] + semantic
    rows = []
    # Accent card: Full Width=No on the Information variant, no elsewhere (the casing bug).
    rows += [(t, "No" if t == "Information" else "no", "no", "yes", "yes") for t in semantic]
    rows += [(t, "yes", "no", "yes", "yes") for t in every]   # banner, right icon, desc
    rows += [(t, "yes", "yes", "no", "yes") for t in every]   # banner, left icon, desc
    rows += [(t, "yes", "yes", "no", "no") for t in every]    # banner, left icon, no desc
    rows += [("Default", "yes", "no", "no", "yes")]           # Default, no icons, desc
    return rows


def alert_variant(row, ids, variables, components):
    kind, full_width, left, right, description = row
    slug = "neutral" if kind == "Default" else kind.lower()
    bg, title, desc, icon = ALERT_TOKENS[slug]
    token = "main/alert/color/%s/" % slug
    content = [node(ids(), "Title", "TEXT", characters="Payment method expired",
                    fills=[paint(variables, token + "label-title", title)])]
    if description == "yes":
        content.append(node(ids(), "Description", "TEXT", characters="Update your card to keep your subscription active.",
                            fills=[paint(variables, token + "description", desc, 0.8)]))
    children = []
    if full_width != "yes":
        children.append(node(ids(), "Accent", "RECTANGLE", fills=[paint(variables, token + "icon", icon)]))
    if left == "yes":
        children.append(node(ids(), "Left Icon", "INSTANCE", componentId=components["icon-placeholder"]))
    children.append(node(ids(), "Content", "FRAME", content))
    if full_width != "yes":
        children.append(node(ids(), "Learn More", "FRAME", [
            node(ids(), "Label", "TEXT", characters="Learn More", fills=[paint(variables, token + "icon", icon)]),
            node(ids(), "Chevron", "VECTOR", fills=[paint(variables, token + "icon", icon)])]))
    if right == "yes":
        children.append(node(ids(), "Right Icon", "INSTANCE", componentId=components[ALERT_ICONS[kind]],
                             fills=[paint(variables, token + "icon", icon)]))
    name = variant_name([("Type", kind), ("Full Width", full_width), ("Left Icon", left),
                         ("Right Icon", right), ("Description", description)])
    return node(ids(), name, "COMPONENT", [node(ids(), "Surface", "FRAME", children,
                                                fills=[paint(variables, token + "bg", bg)])])


def alert():
    ids, variables = Ids("2001"), Variables("2101")
    components = {"icon-placeholder": "2201:1", "Icon/Info": "2201:2", "Icon/Warning": "2201:3",
                  "Icon/Error": "2201:4", "Icon/Check": "2201:5"}
    rows = alert_inventory()
    # The designer's first variant (the set's default): Default, full width, no icons, description.
    rows.insert(0, rows.pop())
    variants = [alert_variant(row, ids, variables, components) for row in rows]
    definitions = {
        "Type": variant_definition("Default", ["Default", "Information", "Warning", "Error", "Success"]),
        "Full Width": variant_definition("yes", ["yes", "No", "no"]),
        "Left Icon": variant_definition("no", ["yes", "no"]),
        "Right Icon": variant_definition("no", ["yes", "no"]),
        "Description": variant_definition("yes", ["yes", "no"]),
    }
    document = node("2001:1024", "Alert", "COMPONENT_SET", variants, componentPropertyDefinitions=definitions,
                    description="A persistent in-flow status banner or accent card.")
    return "2001:1024", document, components


def variant_definition(default, options):
    return {"type": "VARIANT", "defaultValue": default, "variantOptions": options}


# ---------------------------------------------------------------- Toast
def toast_tokens(kind, theme):
    """(token path, value) per role, from the seed page's token tables."""
    if kind == "error":
        return {"bg": ("main/toast/error/bg", "#D61B2C"), "border": ("main/toast/error/border", "#F4C7C9"),
                "label": ("main/toast/error/label", "#FFFFFF"), "icon": ("main/toast/error/icon", "#FFFFFF")}
    family = "default" if kind == "default" else "pending"
    dark = theme == "dark"
    icon_role = "icon" if kind == "default" else "spinner"
    base = "main/toast/%s/%s/" % (family, theme)
    return {"bg": (base + "bg", "#0A2757" if dark else "#FFFFFF"), "border": (base + "border", "#E5EBF4"),
            "label": (base + "label", "#FFFFFF" if dark else "#0A2757"),
            "icon": (base + icon_role, "#FFFFFF" if dark else "#0A2757")}


def toast_inventory():
    """The 16 built variants: Type × Theme (coupled) × With Icon × Large Label."""
    rows = []
    for kind, theme in [("default", "dark"), ("default", "light"), ("error", "default")]:
        rows += [(kind, theme, icon, large) for icon in ("yes", "no") for large in ("yes", "no")]
    for theme in ("dark", "light"):
        rows += [("pending", theme, "yes", large) for large in ("yes", "no")]  # with icon forced
    return rows


def toast_variant(row, ids, variables, components):
    kind, theme, with_icon, large = row
    tokens = toast_tokens(kind, theme)
    children = []
    if with_icon == "yes":
        icon = {"default": "Icon/Checkmark", "error": "Icon/Error", "pending": "icon-placeholder"}[kind]
        fields = {} if kind == "pending" else {"fills": [paint(variables, *tokens["icon"])]}
        children.append(node(ids(), "Icon", "INSTANCE", componentId=components[icon], **fields))
    children.append(node(ids(), "Message", "TEXT", characters="Add the popup message here",
                         fills=[paint(variables, *tokens["label"])]))
    name = variant_name([("Type", kind), ("Theme", theme), ("With Icon", with_icon), ("Large Label", large)])
    surface = node(ids(), "Container", "FRAME", children, fills=[paint(variables, *tokens["bg"])],
                   strokes=[paint(variables, *tokens["border"])])
    return node(ids(), name, "COMPONENT", [surface])


def toast():
    ids, variables = Ids("3001"), Variables("3101")
    components = {"icon-placeholder": "3201:1", "Icon/Checkmark": "3201:2", "Icon/Error": "3201:3"}
    variants = [toast_variant(row, ids, variables, components) for row in toast_inventory()]
    definitions = {
        "Type": variant_definition("default", ["default", "pending", "error"]),
        "Theme": variant_definition("dark", ["dark", "light", "default"]),
        "With Icon": variant_definition("yes", ["yes", "no"]),
        "Large Label": variant_definition("yes", ["yes", "no"]),
    }
    document = node("3001:2048", "Toast", "COMPONENT_SET", variants, componentPropertyDefinitions=definitions)
    return "3001:2048", document, components


# ---------------------------------------------------------------- Ad Space
AD_SIZES = ["banner-sm", "banner-lg", "banner-mrec", "promo-sm", "promo-md", "hero-sm", "hero-md"]


def ad_variant(size, ids, variables):
    loading, caption = "isLoading#4001:7", "caption#4001:8"
    children = [node(ids(), "content", "FRAME", [])]
    if not size.startswith("banner"):
        children.append(node(ids(), "caption", "TEXT", characters="Summer sale — 20% off",
                             componentPropertyReferences={"characters": caption}))
    children.append(node(ids(), "Ad marker", "TEXT", characters="Ad",
                         fills=[paint(variables, "text/color-text-subtle", "#6780A9")]))
    children.append(node(ids(), "loading skeleton", "RECTANGLE", visible=False,
                         componentPropertyReferences={"visible": loading},
                         fills=[paint(variables, "main/ad-space/color/loading-skeleton", "#EEF2F9")]))
    surface = node(ids(), "surface", "FRAME", children,
                   fills=[paint(variables, "main/ad-space/color/surface", "#FFFFFF")])
    return node(ids(), "size=" + size, "COMPONENT", [surface])


def ad_space():
    ids, variables = Ids("4001"), Variables("4101")
    variants = [ad_variant(size, ids, variables) for size in AD_SIZES]
    definitions = {
        "size": variant_definition("banner-sm", AD_SIZES),
        "isLoading#4001:7": {"type": "BOOLEAN", "defaultValue": False},
        "caption#4001:8": {"type": "TEXT", "defaultValue": "Summer sale — 20% off"},
    }
    document = node("4001:4096", "Ad Space", "COMPONENT_SET", variants, componentPropertyDefinitions=definitions)
    return "4001:4096", document, {}


def main():
    out = os.path.join(HERE, "api", "EBDS0000")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "file.json"), "w") as handle:
        json.dump(FILE, handle, indent=2, sort_keys=True)
        handle.write("\n")
    for make in (alert, toast, ad_space):
        node_id, document, components = make()
        names = {value: {"key": "k" + value.replace(":", "-"), "name": key} for key, value in components.items()}
        entry = {"document": document, "components": names, "componentSets": {}, "schemaVersion": 0, "styles": {}}
        with open(os.path.join(out, node_id.replace(":", "-") + ".json"), "w") as handle:
            json.dump(entry, handle, indent=1, sort_keys=True, ensure_ascii=False)
            handle.write("\n")


if __name__ == "__main__":
    main()
